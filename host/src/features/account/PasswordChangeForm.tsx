import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { accountMutations, TEAM_LIMITS } from '@nail-or-never/shared';
import { FormField, FormProblemMessage, useRecordForm } from '@nail-or-never/shared/kit';
import { passwordChangeFormSchema, type PasswordChangeFormInput, type PasswordChangeFormValues, type PasswordChangeInput, type RenewedSession } from '@nail-or-never/shared/schemas';

const resolver = zodResolver(passwordChangeFormSchema);
const EMPTY: PasswordChangeFormInput = { currentPassword: '', newPassword: '', repeatPassword: '' };

export interface PasswordChangeFormProps {
  /** "Current password" or, at the first sign-in, "Temporary password". */
  currentLabel: string;
  submitLabel: string;
  idPrefix: string;
  onChanged?: () => void;
}

/**
 * Changes the signed-in person's own password. The strength check is the server's (a breached-password
 * list): its sentence lands on the new password's field. The API answers a fresh token, which the
 * mutation stores before anything else is asked.
 */
export function PasswordChangeForm({ currentLabel, submitLabel, idPrefix, onChanged }: PasswordChangeFormProps) {
  const change = useMutation(accountMutations.changePassword());
  const record = useRecordForm<PasswordChangeFormInput, PasswordChangeFormValues, PasswordChangeInput, RenewedSession>({
    resolver,
    values: EMPTY,
    mutation: change,
    toVariables: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
    kind: 'page',
    savedValues: () => EMPTY,
    savedToast: () => ({ summary: 'Password changed', detail: 'Your other sessions have been signed out.' }),
    onSaved: () => () => onChanged?.(),
  });
  const { register } = record.form;
  const { busy, errorOf } = record;

  return (
    <form noValidate onSubmit={record.onSubmit} className="account-form" aria-busy={busy}>
      <FormField id={`${idPrefix}-current`} label={currentLabel} error={errorOf('currentPassword')}>
        {(a11y) => <InputText {...a11y} type="password" autoComplete="current-password" {...register('currentPassword')} />}
      </FormField>
      <FormField
        id={`${idPrefix}-new`}
        label="New password"
        hint={`At least ${TEAM_LIMITS.passwordMinLength} characters. A phrase of unrelated words is strong and easy to remember.`}
        error={errorOf('newPassword')}
      >
        {(a11y) => <InputText {...a11y} type="password" autoComplete="new-password" {...register('newPassword')} />}
      </FormField>
      <FormField id={`${idPrefix}-repeat`} label="Repeat the new password" error={errorOf('repeatPassword')}>
        {(a11y) => <InputText {...a11y} type="password" autoComplete="new-password" {...register('repeatPassword')} />}
      </FormField>
      <FormProblemMessage {...record.problemProps} />
      <div className="account-form-buttons">
        <Button type="submit" label={submitLabel} icon="pi pi-check" loading={busy} />
      </div>
      {record.guard}
    </form>
  );
}
