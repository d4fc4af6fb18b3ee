import { useEffect, useId, type KeyboardEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { clientMutations } from '@nail-or-never/shared/general';
import { FormField, FormProblemMessage, useRecordForm } from '@nail-or-never/shared/kit';
import { clientFormSchema, type Client, type ClientFormValues } from '@nail-or-never/shared/schemas';
import { clientName, newClientValues } from '../model/clientText';
import { ClientDuplicateQuestion } from './ClientDuplicateQuestion';

const resolver = zodResolver(clientFormSchema);

export interface NewClientFormProps {
  /** What was typed in the client field: digits start the phone, words the name. */
  typed: string;
  /** The saved client, or the existing one picked after "Is this …?". */
  onChosen: (client: Client) => void;
  onCancel: () => void;
  /** Whether something was typed here: the booking dialog's close icon and backdrop then ask first. */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * A small client form inside the New booking dialog. It is a group, not a `<form>`: it sits inside
 * the booking's form, and forms do not nest. Enter in one of its boxes saves the client, not the
 * booking; Escape leaves this form, not the dialog.
 */
export function NewClientForm({ typed, onChosen, onCancel, onDirtyChange }: NewClientFormProps) {
  const id = useId();
  const create = useMutation(clientMutations.create());
  const record = useRecordForm<ClientFormValues, ClientFormValues, ClientFormValues, Client>({
    resolver,
    values: newClientValues(typed),
    mutation: create,
    toVariables: (values) => values,
    kind: 'dialog',
    onClose: onCancel,
    savedToast: (client) => ({ summary: 'Client added', detail: clientName(client) }),
    onSaved: (client) => () => onChosen(client),
  });
  const { register, watch } = record.form;
  const { dirty } = record;
  useEffect(() => {
    onDirtyChange(dirty);
    return () => onDirtyChange(false);
  }, [dirty, onDirtyChange]);
  const { busy, errorOf } = record;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Leaves this form (asking first when something was typed), not the whole booking dialog.
      event.preventDefault();
      event.stopPropagation();
      record.requestClose();
      return;
    }
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || event.target.type === 'checkbox') return;
    event.preventDefault();
    record.onSubmit();
  };

  return (
    <div role="group" aria-labelledby={`${id}-title`} className="gen-new-client" aria-busy={busy} onKeyDown={onKeyDown}>
      <h3 id={`${id}-title`}>New client</h3>
      <div className="gen-new-client-names">
        <FormField id={`${id}-first`} label="First name" error={errorOf('firstName')}>
          {(a11y) => <InputText {...a11y} autoFocus {...register('firstName')} />}
        </FormField>
        <FormField id={`${id}-last`} label="Last name (optional)" error={errorOf('lastName')}>
          {(a11y) => <InputText {...a11y} {...register('lastName')} />}
        </FormField>
      </div>
      <FormField id={`${id}-phone`} label="Client phone" error={errorOf('phone')}>
        {(a11y) => <InputText {...a11y} type="tel" {...register('phone')} />}
      </FormField>
      <FormField id={`${id}-email`} label="Client e-mail (optional)" error={errorOf('email')}>
        {(a11y) => <InputText {...a11y} type="email" {...register('email')} />}
      </FormField>
      <FormField id={`${id}-allergies`} label="Allergies and sensitivities (optional)" error={errorOf('allergies')}>
        {(a11y) => <InputText {...a11y} {...register('allergies')} />}
      </FormField>
      <div className="gen-check">
        <input id={`${id}-consent`} type="checkbox" {...register('marketingConsent')} />
        <label htmlFor={`${id}-consent`}>Agrees to e-mails from the salon (confirmations, reminders)</label>
      </div>
      <ClientDuplicateQuestion phone={watch('phone')} email={watch('email')} onChoose={onChosen} />
      <FormProblemMessage {...record.problemProps} />
      <div className="gen-form-buttons">
        <Button type="button" label="Cancel new client" severity="secondary" outlined size="small" onClick={record.requestClose} disabled={busy} />
        <Button type="button" label="Save client" icon="pi pi-check" size="small" loading={busy} onClick={() => record.onSubmit()} />
      </div>
      {record.guard}
    </div>
  );
}
