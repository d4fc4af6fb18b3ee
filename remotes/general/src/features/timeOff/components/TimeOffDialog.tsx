import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { WEEKDAYS } from '@nail-or-never/shared';
import { timeOffMutations, useSalonClock } from '@nail-or-never/shared/general';
import { ClockTimeField, FormField, FormProblemMessage, useRecordForm, WEEKDAY_NAMES } from '@nail-or-never/shared/kit';
import { TIME_OFF_LIMITS, TIME_OFF_REASONS, type Employee, type TimeOff, type TimeOffCreateInput, type TimeOffUpdateInput } from '@nail-or-never/shared/schemas';
import { DEFAULT_WEEKDAYS, newTimeOffDraft, timeOffDraftOf, timeOffResolver, type TimeOffDraft } from '../model/timeOffFormValues';
import { reasonTitle, timeOffSentence } from '../model/timeOffText';

const WEEKDAY_SHORT = { monday: 'Mon', tuesday: 'Tue', wednesday: 'Wed', thursday: 'Thu', friday: 'Fri', saturday: 'Sat', sunday: 'Sun' } as const;

export interface TimeOffDialogProps {
  employees: readonly Employee[];
  /** The entry to change; a new one without. */
  entry?: TimeOff | undefined;
  /** Today on the salon's clock: a new entry starts then. */
  today: string;
  /** The employee the page is narrowed to: a new entry is theirs. */
  employeeId?: number | undefined;
  onClose: () => void;
}

type TimeOffVariables = TimeOffCreateInput | TimeOffUpdateInput;

/** Adds or changes one stretch of time off (a holiday, a sick afternoon, a lunch break every weekday). */
export function TimeOffDialog({ employees, entry, today, employeeId, onClose }: TimeOffDialogProps) {
  const create = useMutation(timeOffMutations.create());
  // Times on the salon's clock (12 or 24 hours), as everywhere else, not the browser's habit.
  const clock = useSalonClock();
  const update = useMutation(timeOffMutations.update());
  // One save for both: the update carries the entry's id and the version it was read at (409 on stale).
  const save = {
    isPending: create.isPending || update.isPending,
    mutateAsync: (variables: TimeOffVariables) => ('id' in variables ? update.mutateAsync(variables) : create.mutateAsync(variables)),
  };
  const record = useRecordForm<TimeOffDraft, TimeOffCreateInput, TimeOffVariables, TimeOff>({
    resolver: timeOffResolver,
    values: entry ? timeOffDraftOf(entry) : newTimeOffDraft(today, employeeId),
    mutation: save,
    toVariables: (values) => (entry ? { ...values, id: entry.id, version: entry.version } : values),
    kind: 'dialog',
    onClose,
    savedToast: (saved) => ({ summary: entry ? 'Time off changed' : 'Time off added', detail: timeOffSentence(saved, today) }),
    onSaved: () => onClose,
  });
  const { register, watch, setValue, getValues } = record.form;
  const { busy, errorOf } = record;
  const kind = watch('kind');
  const wholeDay = watch('wholeDay');
  const weekly = kind === 'weekly';
  const timesShown = weekly || !wholeDay;
  const weekdaysError = errorOf('weekdays');

  const chooseKind = (next: TimeOffDraft['kind']) => {
    // A lunch break is on working days and has times: a first choice, changed at will.
    if (next === 'weekly' && getValues('weekdays').length === 0) setValue('weekdays', [...DEFAULT_WEEKDAYS], { shouldDirty: true });
    if (next === 'weekly' && getValues('untilDate') === getValues('fromDate')) setValue('untilDate', '', { shouldDirty: true });
  };

  return (
    <Dialog {...record.dialogProps} header={entry ? 'Change time off' : 'Add time off'} className="gen-dialog" modal>
      <form noValidate className="gen-form" onSubmit={record.onSubmit} aria-busy={busy}>
        <FormField id="time-off-employee" label="Employee" error={errorOf('employeeId')}>
          {(a11y) => (
            <select {...a11y} className="p-inputtext gen-select" {...register('employeeId')}>
              <option value="">Choose…</option>
              {employees.map((employee) => (
                <option key={employee.id} value={employee.id}>
                  {employee.firstName} {employee.lastName}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <fieldset className="gen-fieldset gen-choice-row">
          <legend>Why</legend>
          {TIME_OFF_REASONS.map((reason) => (
            <span key={reason} className="gen-check">
              <input id={`time-off-reason-${reason}`} type="radio" value={reason} {...register('reason')} />
              <label htmlFor={`time-off-reason-${reason}`}>{reasonTitle(reason)}</label>
            </span>
          ))}
        </fieldset>
        <fieldset className="gen-fieldset gen-choice-row">
          <legend>Repeats</legend>
          <span className="gen-check">
            <input id="time-off-once" type="radio" value="once" {...register('kind', { onChange: () => chooseKind('once') })} />
            <label htmlFor="time-off-once">Once</label>
          </span>
          <span className="gen-check">
            <input id="time-off-weekly" type="radio" value="weekly" {...register('kind', { onChange: () => chooseKind('weekly') })} />
            <label htmlFor="time-off-weekly">Every week</label>
          </span>
        </fieldset>
        {weekly ? (
          <fieldset className="gen-fieldset" aria-describedby={weekdaysError ? 'time-off-weekdays-error' : undefined}>
            <legend>On</legend>
            <div className="gen-choice-row">
              {WEEKDAYS.map((day) => (
                <span key={day} className="gen-check">
                  <input id={`time-off-day-${day}`} type="checkbox" value={day} aria-invalid={Boolean(weekdaysError)} {...register('weekdays')} />
                  <label htmlFor={`time-off-day-${day}`}>
                    <abbr title={WEEKDAY_NAMES[day]}>{WEEKDAY_SHORT[day]}</abbr>
                  </label>
                </span>
              ))}
            </div>
            {weekdaysError ? (
              <small id="time-off-weekdays-error" className="p-error kit-field-error">
                {weekdaysError}
              </small>
            ) : null}
          </fieldset>
        ) : null}
        <div className="gen-line">
          <FormField id="time-off-from" label={weekly ? 'From' : 'First day'} error={errorOf('fromDate')}>
            {(a11y) => <InputText {...a11y} type="date" {...register('fromDate')} />}
          </FormField>
          <FormField
            id="time-off-until"
            label={weekly ? 'Until (optional)' : 'Last day'}
            error={errorOf('untilDate')}
            {...(weekly ? { hint: 'Leave empty to repeat until changed.' } : {})}
          >
            {(a11y) => <InputText {...a11y} type="date" {...register('untilDate')} />}
          </FormField>
        </div>
        {weekly ? null : (
          <div className="gen-check">
            <input id="time-off-whole-day" type="checkbox" {...register('wholeDay')} />
            <label htmlFor="time-off-whole-day">Whole days</label>
          </div>
        )}
        {timesShown ? (
          <div className="gen-line">
            <ClockTimeField id="time-off-start" label={weekly ? 'From time' : 'Starts at (first day)'} name="startTime" control={record.form.control} clock={clock} error={errorOf('startTime')} />
            <ClockTimeField id="time-off-end" label={weekly ? 'To time' : 'Ends at (last day)'} name="endTime" control={record.form.control} clock={clock} error={errorOf('endTime')} />
          </div>
        ) : null}
        <FormField id="time-off-note" label="Note (optional)" error={errorOf('note')} hint={`At most ${TIME_OFF_LIMITS.noteMax} characters.`}>
          {(a11y) => <InputTextarea {...a11y} rows={2} {...register('note')} />}
        </FormField>
        <FormProblemMessage {...record.problemProps} />
        <div className="gen-form-buttons">
          <Button type="button" label="Cancel" severity="secondary" outlined onClick={record.requestClose} disabled={busy} />
          <Button type="submit" label={entry ? 'Save time off' : 'Add time off'} icon="pi pi-check" loading={busy} />
        </div>
      </form>
      {record.guard}
    </Dialog>
  );
}
