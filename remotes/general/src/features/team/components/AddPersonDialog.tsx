import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { TEAM_LIMITS } from '@nail-or-never/shared';
import { employeeQueries, teamMutations } from '@nail-or-never/shared/general';
import { FormField, FormProblemMessage, useRecordForm } from '@nail-or-never/shared/kit';
import { teamMemberFormSchema, type TeamMemberCreateInput, type TeamMemberFormInput, type TeamMemberFormValues, type TemporaryPasswordResult } from '@nail-or-never/shared/schemas';
import { memberName, ROLE_CHOICES } from '../model/teamText';
import { TemporaryPasswordNotice } from './TemporaryPasswordNotice';

const resolver = zodResolver(teamMemberFormSchema);
const EMPTY: TeamMemberFormInput = { name: '', username: '', role: 'reception', employeeId: '' };

/** Adds a person to the team; their temporary password is then shown once, in the same dialog. */
export function AddPersonDialog({ onClose }: { onClose: () => void }) {
  const [added, setAdded] = useState<TemporaryPasswordResult | null>(null);
  if (added) {
    return (
      <Dialog visible onHide={onClose} header={`${memberName(added.member)} was added`} className="gen-dialog" modal>
        <TemporaryPasswordNotice name={memberName(added.member)} password={added.temporaryPassword} />
        <div className="gen-form-buttons">
          <Button type="button" label="Done" onClick={onClose} autoFocus />
        </div>
      </Dialog>
    );
  }
  return <AddPersonForm onClose={onClose} onAdded={setAdded} />;
}

function AddPersonForm({ onClose, onAdded }: { onClose: () => void; onAdded: (result: TemporaryPasswordResult) => void }) {
  const add = useMutation(teamMutations.add());
  const staff = useQuery(employeeQueries.bookable());
  const record = useRecordForm<TeamMemberFormInput, TeamMemberFormValues, TeamMemberCreateInput, TemporaryPasswordResult>({
    resolver,
    values: EMPTY,
    mutation: add,
    toVariables: (values) => values,
    kind: 'dialog',
    onClose,
    savedToast: (result) => ({ summary: 'Person added', detail: `${memberName(result.member)} can sign in as ${result.member.username}.` }),
    onSaved: (result) => () => onAdded(result),
  });
  const { register } = record.form;
  const { busy, errorOf } = record;

  return (
    <Dialog {...record.dialogProps} header="Add person" className="gen-dialog" modal>
      <form noValidate onSubmit={record.onSubmit} className="gen-form" aria-busy={busy}>
        <FormField id="team-name" label="Name" error={errorOf('name')}>
          {(a11y) => <InputText {...a11y} autoComplete="off" maxLength={TEAM_LIMITS.nameMaxLength} {...register('name')} />}
        </FormField>
        <FormField id="team-username" label="Username" hint="What they type to sign in: letters, digits, dots, dashes or underscores." error={errorOf('username')}>
          {(a11y) => <InputText {...a11y} autoComplete="off" autoCapitalize="none" spellCheck={false} {...register('username')} />}
        </FormField>
        <FormField id="team-role" label="Role" hint={ROLE_CHOICES.map((choice) => `${choice.label}: ${choice.hint}`).join(' ')} error={errorOf('role')}>
          {(a11y) => (
            <select {...a11y} className="p-inputtext p-component gen-select" {...register('role')}>
              {ROLE_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="team-employee" label="Staff member (optional)" hint="Links the account to their record on the Employees page." error={errorOf('employeeId')}>
          {(a11y) => (
            <select {...a11y} className="p-inputtext p-component gen-select" {...register('employeeId')}>
              <option value="">None</option>
              {(staff.data ?? []).map((employee) => (
                <option key={employee.id} value={String(employee.id)}>
                  {`${employee.firstName} ${employee.lastName}`}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormProblemMessage {...record.problemProps} />
        <div className="gen-form-buttons">
          <Button type="button" label="Cancel" severity="secondary" outlined onClick={record.requestClose} disabled={busy} />
          <Button type="submit" label="Add person" icon="pi pi-user-plus" loading={busy} />
        </div>
      </form>
      {record.guard}
    </Dialog>
  );
}
