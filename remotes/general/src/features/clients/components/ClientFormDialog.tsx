import { useEffect, useState, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@nail-or-never/shared/router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { clientMutations, clientQueries } from '@nail-or-never/shared/general';
import { FormField, FormProblemMessage, SwitchField, useRecordForm } from '@nail-or-never/shared/kit';
import { CLIENT_LIMITS, clientFormSchema, type Client, type ClientFormValues } from '@nail-or-never/shared/schemas';
import { clientValues, EMPTY_CLIENT_FORM, type ClientFormInput } from '../model/clientFormValues';
import { clientName, formatDate } from '../model/clientText';
import { clientHref } from '../clientPaths';
import { useDuplicateCheck } from '../hooks/useDuplicateCheck';
import { DuplicateQuestion } from './DuplicateQuestion';
import { TagsField } from './TagsField';
import './clients.css';

const resolver = zodResolver(clientFormSchema);

export interface ClientFormDialogProps {
  /** The client being edited, as loaded; null when adding one. */
  client: Client | null;
  basePath: string;
  onClose: () => void;
}

/**
 * Adds or edits a client. Before a new client is saved (or an edit changes the phone or e-mail) it
 * asks who they may already be: the question offers the existing record and never stops a new one.
 */
export function ClientFormDialog({ client, basePath, onClose }: ClientFormDialogProps) {
  const [base, setBase] = useState(client);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation(clientMutations.create());
  const update = useMutation(clientMutations.update());
  const save = {
    mutateAsync: (values: ClientFormValues) => (base ? update.mutateAsync({ ...values, id: base.id, version: base.version }) : create.mutateAsync(values)),
    isPending: create.isPending || update.isPending,
  };
  const record = useRecordForm<ClientFormInput, ClientFormValues, ClientFormValues, Client, Client>({
    resolver,
    values: base ? clientValues(base) : EMPTY_CLIENT_FORM,
    mutation: save,
    toVariables: (values) => values,
    kind: 'dialog',
    onClose,
    savedValues: clientValues,
    savedToast: (saved) => ({ summary: base ? 'Client saved' : 'Client added', detail: clientName(saved) }),
    onSaved: (saved) => () => {
      onClose();
      if (!base) void navigate(clientHref.detail(basePath, saved.id));
    },
    reload: base
      ? {
          load: async () => {
            try {
              return await queryClient.fetchQuery({ ...clientQueries.detail(base.id), staleTime: 0 });
            } catch {
              return null;
            }
          },
          valuesOf: clientValues,
          onLoaded: setBase,
          goneMessage: 'This client was deleted or merged by someone else.',
        }
      : undefined,
  });
  const { control, register, watch, handleSubmit } = record.form;
  const { busy, errorOf } = record;

  const checkDuplicates = useDuplicateCheck();
  const [checking, setChecking] = useState(false);
  const [matches, setMatches] = useState<Client[] | null>(null);
  // The phone and e-mail someone already said "not the same person" for: not asked twice.
  const [answered, setAnswered] = useState<string | null>(null);
  const phone = watch('phone');
  const email = watch('email');
  useEffect(() => setMatches(null), [phone, email]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || checking) return;
    void handleSubmit(
      async (values) => {
        const key = `${values.phone}\n${values.email}`;
        const contactChanged = base === null || values.phone !== base.phone || values.email !== base.email;
        if (contactChanged && key !== answered) {
          setChecking(true);
          const found = await checkDuplicates({ phone: values.phone, email: values.email, excludeId: base?.id });
          setChecking(false);
          if (found.length > 0) {
            setMatches(found);
            return;
          }
        }
        record.onSubmit();
      },
      // Invalid: the record form shows the messages on their fields.
      () => record.onSubmit(),
    )();
  };

  const saveAnyway = () => {
    setAnswered(`${record.form.getValues('phone').trim()}\n${record.form.getValues('email').trim()}`);
    setMatches(null);
    record.onSubmit();
  };

  const id = (name: string) => `client-${name}`;
  const text = (name: 'firstName' | 'lastName' | 'phone' | 'email', label: string, extra: { type?: string; autoComplete?: string; hint?: string } = {}) => (
    <FormField id={id(name)} label={label} error={errorOf(name)} {...(extra.hint ? { hint: extra.hint } : {})}>
      {(a11y) => <InputText {...a11y} {...register(name)} type={extra.type ?? 'text'} autoComplete={extra.autoComplete ?? 'off'} disabled={busy} className="kit-input-full" />}
    </FormField>
  );
  const consentGiven = watch('marketingConsent') === true;
  const working = busy || checking;

  return (
    <Dialog {...record.dialogProps} header={base ? `Edit ${clientName(base)}` : 'New client'} className="cl-dialog" modal>
      <form noValidate onSubmit={submit} className="kit-form gen-form" aria-busy={working}>
        <div className="kit-form-row">
          {text('firstName', 'First name', { autoComplete: 'off' })}
          {text('lastName', 'Last name (optional)')}
        </div>
        <div className="kit-form-row">
          {text('phone', 'Phone', { type: 'tel', hint: 'As the client gives it; any format.' })}
          {text('email', 'Email (optional)', { type: 'email' })}
        </div>
        <FormField id={id('birthday')} label="Birthday (optional)" error={errorOf('birthday')}>
          {(a11y) => (
            <Controller
              control={control}
              name="birthday"
              render={({ field }) => (
                <InputText {...a11y} type="date" ref={field.ref} value={field.value ?? ''} onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)} onBlur={field.onBlur} disabled={busy} />
              )}
            />
          )}
        </FormField>
        <FormField id={id('allergies')} label="Allergies and sensitivities" error={errorOf('allergies')} hint="Shown at the top of the client's page and wherever they are booked.">
          {(a11y) => <InputTextarea {...a11y} {...register('allergies')} rows={2} autoResize maxLength={CLIENT_LIMITS.allergiesMax} disabled={busy} className="kit-input-full" />}
        </FormField>
        <FormField id={id('notes')} label="Notes" error={errorOf('notes')}>
          {(a11y) => <InputTextarea {...a11y} {...register('notes')} rows={2} autoResize disabled={busy} className="kit-input-full" />}
        </FormField>
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <TagsField
              id={id('tags')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorOf('tags') ?? field.value.map((_tag, index) => errorOf(`tags.${index}`)).find(Boolean)}
              disabled={busy}
            />
          )}
        />
        <div>
          <SwitchField id={id('consent')} label="Marketing consent" name="marketingConsent" control={control} onText="Agrees to e-mails from the salon" offText="No e-mails from the salon" disabled={busy} />
          {consentGiven && base?.marketingConsent && base.marketingConsentAt ? <p className="gen-muted">Given on {formatDate(base.marketingConsentAt)}.</p> : null}
        </div>
        {matches ? (
          <DuplicateQuestion
            matches={matches}
            anywayLabel={base ? 'No, save my changes' : 'No, create a new client'}
            onCreateAnyway={saveAnyway}
            onOpen={(match) => {
              onClose();
              void navigate(clientHref.detail(basePath, match.id));
            }}
          />
        ) : null}
        <FormProblemMessage {...record.problemProps} />
        <div className="gen-form-buttons">
          <Button type="button" label="Cancel" severity="secondary" outlined onClick={record.requestClose} disabled={busy} />
          <Button type="submit" label={base ? 'Save client' : 'Add client'} icon="pi pi-check" loading={working} />
        </div>
      </form>
      {record.guard}
    </Dialog>
  );
}
