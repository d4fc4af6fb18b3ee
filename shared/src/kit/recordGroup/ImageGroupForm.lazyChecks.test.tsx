import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { ServiceGroup, ServiceGroupFormValues } from '@nail-or-never/shared';
import { serviceGroupFormSchema } from '@nail-or-never/shared/schemas';
import { renderInDataRouter } from '@nail-or-never/shared/testing';
import type { ImageChange } from '../imageChange';
import { lazyResolver } from '../recordForm/lazyResolver';
import type { AfterSave } from '../recordForm/saveMutation';
import { CHECKS_UNAVAILABLE_MESSAGE } from '../recordForm/checkedResolver';
import { ImageGroupForm } from './ImageGroupForm';

jest.setTimeout(30_000);

const EMPTY: ServiceGroupFormValues = { name: '', description: '', displayOrder: 0, active: true };
const TEXT = {
  nameLabel: 'Name',
  nameHint: 'Shown in the menu.',
  imageLabel: 'Picture',
  flagLabel: 'Active',
  flagOnText: 'Shown to clients',
  flagOffText: 'Hidden from clients',
  goneMessage: 'This service group was deleted in the meantime.',
};

/**
 * "Add Parent Service" as the services remote builds it, its checks a chunk of their own: here the
 * chunk's loader fails (the network dropped, ChunkLoadError) until `online` is set.
 */
function renderAddGroup() {
  const network = { online: false };
  const load = jest.fn(async (): Promise<Resolver<ServiceGroupFormValues>> => {
    if (!network.online) throw new Error('Loading chunk 412 failed.\n(error: http://localhost/remotes/services/412.js)');
    return zodResolver(serviceGroupFormSchema);
  });
  const onSubmit = jest.fn(async (_values: ServiceGroupFormValues, _image: ImageChange, _base: ServiceGroup | undefined): Promise<AfterSave> => undefined);
  renderInDataRouter(
    '/admin/parent-service',
    <ImageGroupForm
      idPrefix="new-group"
      resolver={lazyResolver(load)}
      fields={{ name: 'name', description: 'description', displayOrder: 'displayOrder', flag: 'active' }}
      text={TEXT}
      emptyValues={EMPTY}
      valuesOf={({ name, description, displayOrder, active }: ServiceGroup) => ({ name, description, displayOrder, active })}
      submitLabel="Add group"
      onSubmit={onSubmit}
    />,
    '/admin/parent-service/add',
  );
  return { network, load, onSubmit };
}

describe('a group form whose checks fail to load', () => {
  it('says so in a sentence, keeps what was typed, and loads them again on the next submit', async () => {
    const { network, load, onSubmit } = renderAddGroup();
    const name = screen.getByLabelText('Name');
    await userEvent.type(name, 'Gel nails');
    await userEvent.click(screen.getByRole('button', { name: 'Add group' }));

    expect(await screen.findByText(CHECKS_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(/Loading chunk|412\.js/)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(name).toHaveValue('Gel nails');
    expect(screen.getByRole('button', { name: 'Add group' })).toBeEnabled();
    const failedLoads = load.mock.calls.length;
    expect(failedLoads).toBeGreaterThanOrEqual(1);

    // Still offline: the next submit tries again, and says so again.
    await userEvent.click(screen.getByRole('button', { name: 'Add group' }));
    await waitFor(() => expect(load.mock.calls.length).toBeGreaterThan(failedLoads));
    expect(await screen.findByText(CHECKS_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    // Back online: the submit loads the checks, checks, saves what was typed, and the sentence goes.
    network.online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Add group' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Gel nails', description: '', displayOrder: 0, active: true });
    expect(screen.queryByText(CHECKS_UNAVAILABLE_MESSAGE)).toBeNull();
  });

  it('checks once loaded: a name too short is refused on its field, and the sentence about loading goes', async () => {
    const { network, onSubmit } = renderAddGroup();
    await userEvent.type(screen.getByLabelText('Name'), 'N');
    await userEvent.click(screen.getByRole('button', { name: 'Add group' }));
    expect(await screen.findByText(CHECKS_UNAVAILABLE_MESSAGE)).toBeInTheDocument();

    network.online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Add group' }));
    await waitFor(() => expect(screen.queryByText(CHECKS_UNAVAILABLE_MESSAGE)).toBeNull());
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(expect.stringMatching(/characters/));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
