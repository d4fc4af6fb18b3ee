import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { bookingSeriesMutations, bookingSeriesQueries, useSalonClock, type SeriesFollowingChange } from '@nail-or-never/shared/general';
import { ClockTimeField, FormField, FormProblemMessage, useRecordForm } from '@nail-or-never/shared/kit';
import type { Booking, BookingSeries, Employee } from '@nail-or-never/shared/schemas';
import { followingResolver, followingValues, toFollowingChange, type FollowingValues } from './followingChange';

export interface SeriesChangeFollowingDialogProps {
  booking: Booking & { seriesId: number };
  employees: Employee[];
  timeZone: string;
  onClose: () => void;
  onChanged: () => void;
}

/** "This and the following": a new time of day, employee and notes for this visit and the later ones still to come. */
export function SeriesChangeFollowingDialog({ booking, employees, timeZone, onClose, onChanged }: SeriesChangeFollowingDialogProps) {
  const series = useQuery(bookingSeriesQueries.detail(booking.seriesId));
  const change = useMutation(bookingSeriesMutations.changeFollowing());
  const clock = useSalonClock();
  const record = useRecordForm<FollowingValues, FollowingValues, SeriesFollowingChange, BookingSeries>({
    resolver: followingResolver,
    values: followingValues(booking, timeZone),
    mutation: change,
    toVariables: (values) => ({ seriesId: booking.seriesId, change: toFollowingChange(booking, values, series.data?.version ?? 0) }),
    kind: 'dialog',
    onClose,
    savedToast: () => ({ summary: 'Visits changed', detail: `From visit ${booking.seriesOccurrence ?? ''} on` }),
    onSaved: () => onChanged,
  });
  const { register } = record.form;
  return (
    <Dialog {...record.dialogProps} header="Change this and the following visits" className="gen-dialog" modal>
      <form noValidate className="gen-form" onSubmit={record.onSubmit} aria-busy={record.busy}>
        <p>Each visit still to come keeps its day and services; every one is checked again and nothing changes if one no longer fits.</p>
        <ClockTimeField id="series-following-time" label={`New start time (${timeZone})`} name="startTime" control={record.form.control} clock={clock} error={record.errorOf('startTime')} />
        <FormField id="series-following-employee" label="Employee" error={record.errorOf('employeeId')}>
          {(a11y) => (
            <select {...a11y} className="p-inputtext" {...register('employeeId')}>
              <option value="">Choose…</option>
              {employees.map((employee) => (
                <option key={employee.id} value={employee.id}>
                  {employee.firstName} {employee.lastName}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="series-following-notes" label="Notes" error={record.errorOf('notes')}>
          {(a11y) => <InputTextarea {...a11y} rows={2} {...register('notes')} />}
        </FormField>
        <FormProblemMessage {...record.problemProps} />
        <div className="gen-form-buttons">
          <Button type="button" label="Back" severity="secondary" outlined onClick={record.requestClose} disabled={record.busy} />
          <Button type="submit" label="Change the visits" icon="pi pi-check" loading={record.busy} disabled={!series.data} />
        </div>
      </form>
      {record.guard}
    </Dialog>
  );
}
