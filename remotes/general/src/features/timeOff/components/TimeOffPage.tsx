import { useMemo, useState } from 'react';
import { useSearchParams } from '@nail-or-never/shared/router';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { StatePanel, toApiError, useCan } from '@nail-or-never/shared';
import { contactQueries, employeeQueries, timeOffQueries } from '@nail-or-never/shared/general';
import type { TimeOff } from '@nail-or-never/shared/schemas';
import { reasonTitle, salonToday, timeOffWhen } from '../model/timeOffText';
import { TimeOffDialog } from './TimeOffDialog';
import { DeleteTimeOffDialog } from './DeleteTimeOffDialog';
import './timeOff.css';

type Editing = { kind: 'add' } | { kind: 'change'; entry: TimeOff } | { kind: 'delete'; entry: TimeOff };

const idParam = (text: string | null): number | undefined => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined);

/** The entries by employee, in the order the list shows them: the employee's name, then the first day. */
function byEmployee(entries: readonly TimeOff[]): Array<{ employeeId: number; name: string; entries: TimeOff[] }> {
  const groups = new Map<number, { employeeId: number; name: string; entries: TimeOff[] }>();
  for (const entry of [...entries].sort((a, b) => a.fromDate.localeCompare(b.fromDate) || (a.startTime ?? '').localeCompare(b.startTime ?? ''))) {
    const group = groups.get(entry.employeeId) ?? { employeeId: entry.employeeId, name: entry.employeeName, entries: [] };
    group.entries.push(entry);
    groups.set(entry.employeeId, group);
  }
  return [...groups.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * `/admin/time-off`: the staff's upcoming time off (holidays, sickness, training, breaks), by
 * employee, narrowed to one with `?employee=7` (an employee's page links here). Everyone reads it;
 * owners and managers add, change and delete.
 */
export function TimeOffPage() {
  const [params, setParams] = useSearchParams();
  const employeeId = idParam(params.get('employee'));
  const contact = useQuery(contactQueries.record());
  const employees = useQuery(employeeQueries.bookable());
  const list = useQuery(timeOffQueries.list(employeeId === undefined ? {} : { employeeId }));
  const canAdd = useCan('postTimeOff');
  const canChange = useCan('putTimeOff');
  const canDelete = useCan('deleteTimeOffById');
  const [editing, setEditing] = useState<Editing | null>(null);
  const today = salonToday(contact.data?.timeZone ?? 'UTC');
  const groups = useMemo(() => byEmployee(list.data ?? []), [list.data]);
  const error = list.error ?? employees.error;
  const chosen = employees.data?.find((employee) => employee.id === employeeId);
  const whose = chosen ? `${chosen.firstName} ${chosen.lastName}` : undefined;

  const filterBy = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('employee', value);
      else next.delete('employee');
      return next;
    });

  return (
    <section aria-labelledby="time-off-title" className="gen-page">
      <header className="gen-page-header">
        <h1 id="time-off-title">Time off</h1>
        {canAdd ? <Button type="button" label="Add time off" icon="pi pi-plus" onClick={() => setEditing({ kind: 'add' })} disabled={!employees.data} /> : null}
      </header>
      <p className="gen-muted">
        Holidays, sick days, training and breaks. The calendar shades them, and no booking is offered or accepted for an employee while away.
        {canAdd ? '' : ' Owners and managers add and change time off.'}
      </p>
      <div className="gen-list-tools">
        <label htmlFor="time-off-filter-employee">Employee</label>
        <select id="time-off-filter-employee" className="p-inputtext p-inputtext-sm gen-select" value={employeeId ?? ''} onChange={(event) => filterBy(event.target.value)}>
          <option value="">All employees</option>
          {(employees.data ?? []).map((employee) => (
            <option key={employee.id} value={employee.id}>
              {employee.firstName} {employee.lastName}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <StatePanel tone="error" title="Time off could not be loaded">
          {toApiError(error).message}
        </StatePanel>
      ) : !list.data ? (
        <p aria-busy="true">Loading time off…</p>
      ) : groups.length === 0 ? (
        <p className="gen-empty-line">{whose ? `No time off planned for ${whose}.` : 'No time off planned.'}</p>
      ) : (
        <div className="gen-time-off-groups">
          {groups.map((group) => (
            <section key={group.employeeId} aria-labelledby={`time-off-employee-${group.employeeId}`} className="gen-time-off-group">
              <h2 id={`time-off-employee-${group.employeeId}`}>{group.name}</h2>
              <ul className="gen-time-off-list">
                {group.entries.map((entry) => (
                  <li key={entry.id} className={`gen-time-off gen-time-off-${entry.reason}`}>
                    <div className="gen-time-off-text">
                      <span className="gen-time-off-reason">{reasonTitle(entry.reason)}</span>
                      <span>{timeOffWhen(entry, today)}</span>
                      {entry.note ? <span className="gen-muted">{entry.note}</span> : null}
                    </div>
                    {canChange || canDelete ? (
                      <div className="gen-toggle-row">
                        {canChange ? (
                          <Button
                            type="button"
                            label="Change"
                            aria-label={`Change ${entry.employeeName}'s ${entry.reason}, ${timeOffWhen(entry, today)}`}
                            size="small"
                            outlined
                            onClick={() => setEditing({ kind: 'change', entry })}
                          />
                        ) : null}
                        {canDelete ? (
                          <Button
                            type="button"
                            label="Delete"
                            aria-label={`Delete ${entry.employeeName}'s ${entry.reason}, ${timeOffWhen(entry, today)}`}
                            size="small"
                            outlined
                            severity="danger"
                            onClick={() => setEditing({ kind: 'delete', entry })}
                          />
                        ) : null}
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {editing?.kind === 'delete' ? (
        <DeleteTimeOffDialog entry={editing.entry} today={today} onClose={() => setEditing(null)} />
      ) : editing && employees.data ? (
        <TimeOffDialog
          employees={employees.data}
          entry={editing.kind === 'change' ? editing.entry : undefined}
          today={today}
          employeeId={employeeId}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
