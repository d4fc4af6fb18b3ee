import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { accountQueries, ROLE_LABELS, TEAM_MESSAGES, type Role, type TeamMember, type TemporaryPasswordResult } from '@nail-or-never/shared';
import { teamMutations, type ActiveChange, type OtpRequirement, type RoleChange } from '@nail-or-never/shared/general';
import { FormProblemMessage, useRecordAction } from '@nail-or-never/shared/kit';
import { memberName, otpText, ROLE_CHOICES } from '../model/teamText';
import { TemporaryPasswordNotice } from './TemporaryPasswordNotice';

export interface ManagePersonDialogProps {
  member: TeamMember;
  onClose: () => void;
}

/** What is being asked before it is done: these writes end sessions or lock someone out. */
type Asking = 'none' | 'reset' | 'deactivate';

/**
 * One person's account: role, a new temporary password, required one-time codes, deactivation. Each
 * is one write; a refusal (the last owner, say) shows the server's sentence above the buttons. On
 * one's own row the writes the API always refuses there (reset, codes, deactivate) are not offered:
 * their place says why, in the server's own sentence.
 */
export function ManagePersonDialog({ member, onClose }: ManagePersonDialogProps) {
  const name = memberName(member);
  const [role, setRole] = useState<Role>(member.role);
  const [asking, setAsking] = useState<Asking>('none');
  const [reset, setReset] = useState<TemporaryPasswordResult | null>(null);
  // The shell asked who is signed in before any page; until known, the buttons show and the API guards.
  const me = useQuery(accountQueries.me());
  const own = me.data?.id === member.id;

  const roleChange = useRecordAction<RoleChange, RoleChange, TeamMember>({
    mutation: useMutation(teamMutations.changeRole()),
    toVariables: (input) => input,
    refusedLead: () => `${name}'s role was not changed.`,
    savedToast: (saved) => ({ summary: 'Role changed', detail: `${memberName(saved)} is now ${ROLE_LABELS[saved.role]}.` }),
  });
  const passwordReset = useRecordAction<number, number, TemporaryPasswordResult>({
    mutation: useMutation(teamMutations.resetPassword()),
    toVariables: (id) => id,
    refusedLead: () => 'The password was not reset.',
    onSaved: (result) => () => {
      setAsking('none');
      setReset(result);
    },
  });
  const otp = useRecordAction<OtpRequirement, OtpRequirement, TeamMember>({
    mutation: useMutation(teamMutations.requireOtp()),
    toVariables: (input) => input,
    savedToast: (saved) => ({ summary: saved.otpRequired ? 'One-time codes required' : 'One-time codes optional', detail: memberName(saved) }),
  });
  const active = useRecordAction<ActiveChange, ActiveChange, TeamMember>({
    mutation: useMutation(teamMutations.setActive()),
    toVariables: (input) => input,
    refusedLead: (input) => (input.active ? `${name} was not reactivated.` : `${name} was not deactivated.`),
    savedToast: (saved) => ({ summary: saved.active ? 'Reactivated' : 'Deactivated', detail: saved.active ? `${memberName(saved)} can sign in again.` : `${memberName(saved)} is signed out everywhere.` }),
    onSaved: () => () => setAsking('none'),
  });
  const busy = roleChange.busy || passwordReset.busy || otp.busy || active.busy;

  return (
    <Dialog visible onHide={onClose} header={`Manage ${name}`} className="gen-dialog" modal>
      <div className="team-manage">
        <p className="gen-muted">
          Signs in as <strong>{member.username}</strong> · one-time codes: {otpText(member)} · {member.active ? 'active' : 'deactivated'}
        </p>

        <section aria-labelledby="team-manage-role">
          <h3 id="team-manage-role">Role</h3>
          <div className="team-manage-row">
            <label htmlFor="team-manage-role-choice" className="kit-visually-hidden">
              Role of {name}
            </label>
            <select id="team-manage-role-choice" className="p-inputtext p-component gen-select" value={role} onChange={(event) => setRole(event.target.value as Role)}>
              {ROLE_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
            <Button type="button" label="Change role" disabled={busy || role === member.role} loading={roleChange.busy} onClick={() => void roleChange.run({ id: member.id, role })} />
          </div>
          <FormProblemMessage {...roleChange.problemProps} />
        </section>

        <section aria-labelledby="team-manage-password">
          <h3 id="team-manage-password">Password</h3>
          {reset ? <TemporaryPasswordNotice name={name} password={reset.temporaryPassword} /> : null}
          {own ? (
            <p className="gen-muted">{TEAM_MESSAGES.ownPasswordReset}</p>
          ) : asking === 'reset' ? (
            <div className="team-confirm" role="group" aria-labelledby="team-confirm-reset">
              <p id="team-confirm-reset">Reset {name}&apos;s password? They are signed out everywhere and must choose a new one at their next sign-in.</p>
              <Button type="button" label="Keep the password" outlined onClick={() => setAsking('none')} disabled={busy} autoFocus />
              <Button type="button" label="Reset password" severity="warning" loading={passwordReset.busy} onClick={() => void passwordReset.run(member.id)} />
            </div>
          ) : (
            <Button type="button" label="Reset password…" icon="pi pi-key" outlined disabled={busy} onClick={() => setAsking('reset')} />
          )}
          <FormProblemMessage {...passwordReset.problemProps} />
        </section>

        <section aria-labelledby="team-manage-otp">
          <h3 id="team-manage-otp">One-time codes</h3>
          <p className="gen-muted">{member.otpRequired ? `${name} must use one-time codes.` : `${name} may choose to use one-time codes.`}</p>
          {own ? (
            <p className="gen-muted">{TEAM_MESSAGES.ownOtpRequirement}</p>
          ) : (
            <Button
              type="button"
              label={member.otpRequired ? 'Stop requiring one-time codes' : 'Require one-time codes'}
              icon="pi pi-shield"
              outlined
              disabled={busy}
              loading={otp.busy}
              onClick={() => void otp.run({ id: member.id, required: !member.otpRequired })}
            />
          )}
          <FormProblemMessage {...otp.problemProps} />
        </section>

        <section aria-labelledby="team-manage-active">
          <h3 id="team-manage-active">Access</h3>
          {own ? (
            <p className="gen-muted">{TEAM_MESSAGES.notYourself}</p>
          ) : member.active ? (
            asking === 'deactivate' ? (
              <div className="team-confirm" role="group" aria-labelledby="team-confirm-deactivate">
                <p id="team-confirm-deactivate">Deactivate {name}? All their sessions end at once and they cannot sign in until reactivated.</p>
                <Button type="button" label="Keep active" outlined onClick={() => setAsking('none')} disabled={busy} autoFocus />
                <Button type="button" label="Deactivate" severity="danger" loading={active.busy} onClick={() => void active.run({ id: member.id, active: false })} />
              </div>
            ) : (
              <Button type="button" label="Deactivate…" icon="pi pi-user-minus" severity="danger" outlined disabled={busy} onClick={() => setAsking('deactivate')} />
            )
          ) : (
            <Button type="button" label="Reactivate" icon="pi pi-user-plus" outlined disabled={busy} loading={active.busy} onClick={() => void active.run({ id: member.id, active: true })} />
          )}
          <FormProblemMessage {...active.problemProps} />
        </section>

        <div className="gen-form-buttons">
          <Button type="button" label="Close" severity="secondary" onClick={onClose} disabled={busy} />
        </div>
      </div>
    </Dialog>
  );
}
