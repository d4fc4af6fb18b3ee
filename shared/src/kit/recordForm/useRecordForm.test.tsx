import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { PrimeReactProvider } from 'primereact/api';
import { Dialog } from 'primereact/dialog';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { httpClient, queryClient } from '@nail-or-never/shared';
import { employeeFormSchema } from '@nail-or-never/shared/schemas';
import { fakeHttp, heldReply, type FakeHttp } from '@nail-or-never/shared/testing';
import { FormField } from '../FormField';
import { FormProblemMessage } from '../FormProblemMessage';
import { SectionToastProvider } from '../SectionToast';
import { useRecordForm } from './useRecordForm';

jest.setTimeout(30_000);

// Two required text fields of a real schema; the record itself is made up (a stylist's name card).
const nameCardSchema = employeeFormSchema.pick({ firstName: true, lastName: true });
type NameCardValues = z.infer<typeof nameCardSchema>;
interface NameCard extends NameCardValues {
  id: number;
  version: number;
}
const resolver = zodResolver(nameCardSchema);
const valuesOf = ({ firstName, lastName }: NameCard): NameCardValues => ({ firstName, lastName });

const STORED: NameCard = { id: 4, version: 1, firstName: 'Ruby', lastName: 'Reed' };

/** A small dialog form, built the way the sections build theirs. */
function NameCardDialog({ onClose }: { onClose: () => void }) {
  const [base, setBase] = useState(STORED);
  const update = useMutation({
    mutationFn: async (changes: NameCard) => (await httpClient.put<{ data: NameCard }>('/name-cards', changes)).data.data,
  });
  const record = useRecordForm({
    resolver,
    values: valuesOf(base),
    mutation: update,
    toVariables: (values) => ({ ...values, id: base.id, version: base.version }),
    kind: 'dialog',
    onClose,
    savedToast: (saved) => ({ summary: 'Name card saved', detail: saved.firstName }),
    onSaved: () => onClose,
    reload: {
      load: async () => (await httpClient.get<{ data: NameCard }>('/name-cards/detail')).data.data,
      valuesOf,
      onLoaded: setBase,
      goneMessage: 'This name card was deleted.',
    },
  });
  const { register } = record.form;
  return (
    <Dialog {...record.dialogProps} header="Edit name card">
      <form noValidate onSubmit={record.onSubmit}>
        <FormField id="name-card-first" label="First name" error={record.errorOf('firstName')}>
          {(a11y) => <input {...a11y} {...register('firstName')} />}
        </FormField>
        <FormField id="name-card-last" label="Last name" error={record.errorOf('lastName')}>
          {(a11y) => <input {...a11y} {...register('lastName')} />}
        </FormField>
        <FormProblemMessage {...record.problemProps} />
        <button type="button" onClick={record.requestClose}>
          Cancel
        </button>
        <button type="submit">Save name card</button>
      </form>
      {record.guard}
    </Dialog>
  );
}

function Page() {
  const [open, setOpen] = useState(true);
  return open ? <NameCardDialog onClose={() => setOpen(false)} /> : <p>Closed</p>;
}

// The close question's code is loaded on demand; loaded once here, it arrives at once in every test,
// so a test that expects no question is not passed merely because its code was still on its way.
beforeAll(() => import('./DiscardChangesDialog'));

let api: FakeHttp;
beforeEach(() => {
  api = fakeHttp();
});
afterEach(() => {
  api.restore();
  queryClient.clear();
});

async function openForm() {
  render(
    <PrimeReactProvider>
      <QueryClientProvider client={queryClient}>
        <SectionToastProvider>
          <Page />
        </SectionToastProvider>
      </QueryClientProvider>
    </PrimeReactProvider>,
  );
  return screen.findByRole('dialog');
}
const firstNameInput = () => screen.getByRole('textbox', { name: 'First name' });
const lastNameInput = () => screen.getByRole('textbox', { name: 'Last name' });
const save = () => screen.getByRole('button', { name: 'Save name card' });

describe('closing a dialog form', () => {
  it('Escape closes an unchanged form at once', async () => {
    await openForm();
    await userEvent.click(lastNameInput());
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Closed')).toBeInTheDocument();
  });

  it('Escape after a change asks; "Keep editing" keeps the change, "Discard changes" closes', async () => {
    await openForm();
    await userEvent.type(lastNameInput(), 'ish');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument());
    expect(lastNameInput()).toHaveValue('Reedish');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
  });
});

describe('when errors are shown', () => {
  it('after a change and leaving the field; not while it is still being typed in; all of them on a save', async () => {
    await openForm();
    await userEvent.clear(firstNameInput());
    await userEvent.clear(lastNameInput());
    // The name was changed and left: its error shows. The last name is still being edited.
    expect(await screen.findByText('Enter the first name.')).toBeInTheDocument();
    expect(screen.queryByText('Enter the last name.')).not.toBeInTheDocument();

    await userEvent.click(save());
    expect(await screen.findByText('Enter the last name.')).toBeInTheDocument();
    expect(api.all()).toHaveLength(0);
  });

  it('an untouched field that the focus only passed through shows nothing', async () => {
    render(
      <PrimeReactProvider>
        <QueryClientProvider client={queryClient}>
          <EmptyForm />
        </QueryClientProvider>
      </PrimeReactProvider>,
    );
    await userEvent.click(firstNameInput());
    await userEvent.click(lastNameInput());
    await userEvent.click(firstNameInput());
    expect(screen.queryByText('Enter the first name.')).not.toBeInTheDocument();
    expect(screen.queryByText('Enter the last name.')).not.toBeInTheDocument();
  });
});

/** A form that opens empty, as an "Add" form does. */
function EmptyForm() {
  const create = useMutation({ mutationFn: async (draft: NameCardValues) => (await httpClient.post<{ data: NameCard }>('/name-cards', draft)).data.data });
  const record = useRecordForm({ resolver, values: { firstName: '', lastName: '' }, mutation: create, toVariables: (values) => values, kind: 'dialog' });
  return (
    <form noValidate onSubmit={record.onSubmit}>
      <FormField id="new-first" label="First name" error={record.errorOf('firstName')}>
        {(a11y) => <input {...a11y} {...record.form.register('firstName')} />}
      </FormField>
      <FormField id="new-last" label="Last name" error={record.errorOf('lastName')}>
        {(a11y) => <input {...a11y} {...record.form.register('lastName')} />}
      </FormField>
    </form>
  );
}

describe('saving', () => {
  it("puts the server's field messages on their fields, and the rest above the buttons", async () => {
    api.on('PUT', '/name-cards', {
      status: 409,
      body: { message: 'A name card with this name already exists.', errors: { firstName: 'This name is already used.', finish: 'Unknown finish.' } },
    });
    await openForm();
    await userEvent.type(firstNameInput(), ' red');
    await userEvent.click(save());

    expect(await screen.findByText('This name is already used.')).toBeInTheDocument();
    expect(firstNameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(firstNameInput()).toHaveFocus();
    expect(within(screen.getByRole('alert')).getByText('Unknown finish.')).toBeInTheDocument();
    expect(firstNameInput()).toHaveValue('Ruby red');
  });

  it('a stale version offers "Reload latest version", which resets the form to the server\'s version and saves against it', async () => {
    api.on('PUT', '/name-cards', { status: 409, body: { message: 'Someone saved this name card after you opened it.', errors: { version: 'Stale version.' } } });
    api.on('GET', '/name-cards/detail', { status: 200, body: { data: { id: 4, version: 2, firstName: 'Ruby glow', lastName: 'Crimson' } } });
    await openForm();
    await userEvent.type(firstNameInput(), ' red');
    await userEvent.click(save());

    await userEvent.click(await screen.findByRole('button', { name: 'Reload latest version' }));
    await waitFor(() => expect(firstNameInput()).toHaveValue('Ruby glow'));
    expect(lastNameInput()).toHaveValue('Crimson');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    api.on('PUT', '/name-cards', { status: 200, body: { data: { id: 4, version: 3, firstName: 'Ruby glow', lastName: 'Deep Crimson' } } });
    await userEvent.type(lastNameInput(), '{Home}Deep ');
    await userEvent.click(save());
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(api.requests('PUT', '/name-cards')[1]?.json).toEqual({ id: 4, version: 2, firstName: 'Ruby glow', lastName: 'Deep Crimson' });
  });

  it("reloaded values are the form's new starting point: closing asks nothing", async () => {
    api.on('PUT', '/name-cards', { status: 409, body: { message: 'Someone saved this name card after you opened it.', errors: { version: 'Stale version.' } } });
    api.on('GET', '/name-cards/detail', { status: 200, body: { data: { id: 4, version: 2, firstName: 'Ruby glow', lastName: 'Crimson' } } });
    await openForm();
    await userEvent.type(firstNameInput(), ' red');
    await userEvent.click(save());
    await userEvent.click(await screen.findByRole('button', { name: 'Reload latest version' }));
    await waitFor(() => expect(firstNameInput()).toHaveValue('Ruby glow'));
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Closed')).toBeInTheDocument();
  });

  it('nothing closes the dialog while a save is on its way', async () => {
    const held = heldReply();
    api.on('PUT', '/name-cards', held.handler);
    await openForm();
    // Unchanged, so a close that slipped through would close at once instead of asking.
    await userEvent.click(save());
    await waitFor(() => expect(api.requests('PUT', '/name-cards')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(firstNameInput());
    await userEvent.keyboard('{Escape}');

    held.release({ status: 500, body: { message: 'The database is not answering.' } });
    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
    expect(screen.queryByText('Closed')).not.toBeInTheDocument();
  });

  it('saves once however often it is clicked, then shows the toast and closes', async () => {
    const held = heldReply();
    api.on('PUT', '/name-cards', held.handler);
    await openForm();
    await userEvent.type(lastNameInput(), 'ish');
    const impatient = userEvent.setup({ pointerEventsCheck: 0 });
    await impatient.dblClick(save());
    await impatient.click(save());
    await waitFor(() => expect(api.requests('PUT', '/name-cards')).toHaveLength(1));
    await impatient.keyboard('{Enter}');
    expect(api.requests('PUT', '/name-cards')).toHaveLength(1);

    held.release({ status: 200, body: { data: { ...STORED, version: 2, lastName: 'Reedish' } } });
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(await screen.findByText('Name card saved')).toBeInTheDocument();
    expect(api.requests('PUT', '/name-cards')).toHaveLength(1);
    expect(api.requests('PUT', '/name-cards')[0]?.json).toEqual({ id: 4, version: 1, firstName: 'Ruby', lastName: 'Reedish' });
  });
});
