import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { LoadingPanel, ROLE_LABELS, StatePanel, toApiError, type TeamMember } from '@nail-or-never/shared';
import { employeeQueries, teamQueries } from '@nail-or-never/shared/general';
import { memberName, otpText } from '../model/teamText';
import { AddPersonDialog } from './AddPersonDialog';
import { ManagePersonDialog } from './ManagePersonDialog';
import './team.css';

/** `/admin/team` (owner): who signs in, with which role, and their account security. */
export function TeamPage() {
  const team = useQuery(teamQueries.list());
  const staff = useQuery(employeeQueries.bookable());
  const [adding, setAdding] = useState(false);
  const [managingId, setManagingId] = useState<number | null>(null);
  // The dialog follows the list: after a write it shows the person as the server now has them.
  const managing = team.data?.find((member) => member.id === managingId) ?? null;

  const employeeName = (id: number | null): string => {
    if (id === null) return '—';
    const employee = staff.data?.find((candidate) => candidate.id === id);
    return employee ? `${employee.firstName} ${employee.lastName}` : `#${id}`;
  };

  return (
    <div className="kit-page gen-page">
      <header className="kit-page-header">
        <div>
          <p className="kit-eyebrow">General</p>
          <h1>Team</h1>
          <p className="kit-page-lead">Who signs in to the back office, with which role. New people get a temporary password to change at their first sign-in.</p>
        </div>
        <Button type="button" label="Add person" icon="pi pi-user-plus" onClick={() => setAdding(true)} />
      </header>

      <section className="kit-card" aria-labelledby="team-list-heading">
        <h2 id="team-list-heading">People{team.data ? <span className="kit-count">({team.data.length})</span> : null}</h2>
        {team.isPending ? <LoadingPanel label="Loading the team…" /> : null}
        {team.isError ? (
          <StatePanel tone="error" title="The team could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void team.refetch() }}>
            {toApiError(team.error).message}
          </StatePanel>
        ) : null}
        {team.isSuccess ? (
          <DataTable value={team.data} dataKey="id" responsiveLayout="stack" breakpoint="0px" className="kit-table" pt={{ table: { 'aria-label': 'Team' } }}>
            <Column
              header="Name"
              body={(member: TeamMember) => (
                <span>
                  <strong>{memberName(member)}</strong>
                  <br />
                  <small className="gen-muted">{member.username}</small>
                </span>
              )}
            />
            <Column header="Role" body={(member: TeamMember) => ROLE_LABELS[member.role]} />
            <Column header="Staff member" body={(member: TeamMember) => employeeName(member.employeeId)} />
            <Column header="One-time codes" body={(member: TeamMember) => otpText(member)} />
            <Column
              header="Status"
              body={(member: TeamMember) => (
                <span className={member.active ? 'team-status' : 'team-status team-status-off'}>
                  {member.active ? (member.mustChangePassword ? 'Active · temporary password' : 'Active') : 'Deactivated'}
                </span>
              )}
            />
            <Column
              header="Actions"
              body={(member: TeamMember) => (
                <Button type="button" label="Manage" icon="pi pi-cog" outlined size="small" aria-label={`Manage ${memberName(member)}`} onClick={() => setManagingId(member.id)} />
              )}
            />
          </DataTable>
        ) : null}
      </section>

      {adding ? <AddPersonDialog onClose={() => setAdding(false)} /> : null}
      {managing ? <ManagePersonDialog key={managing.id} member={managing} onClose={() => setManagingId(null)} /> : null}
    </div>
  );
}
