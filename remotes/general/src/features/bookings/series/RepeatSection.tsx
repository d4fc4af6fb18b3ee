import { InputText } from 'primereact/inputtext';
import { FormField } from '@nail-or-never/shared/kit';
import { SERIES_LIMITS } from '@nail-or-never/shared/schemas';
import { EVERY_CHOICES, type RepeatDraft, type RepeatReading } from './repeatDraft';

export interface RepeatSectionProps {
  draft: RepeatDraft;
  onChange: (draft: RepeatDraft) => void;
  /** Shown once the booking was tried (as the form's own messages are). */
  errors: Extract<RepeatReading, { kind: 'invalid' }>['errors'];
  /** Changes (an API 400's fields under `repeat.`) shown as the server said them. */
  serverErrors?: Readonly<Record<string, string>>;
}

/**
 * The New booking dialog's Repeat section: does not repeat, or every 1–8 weeks for a number of
 * visits or until a date. Plain fields in the booking's form: the dialog reads them when it books.
 */
export function RepeatSection({ draft, onChange, errors, serverErrors = {} }: RepeatSectionProps) {
  const set = (change: Partial<RepeatDraft>) => onChange({ ...draft, ...change });
  const repeating = draft.every !== '';
  return (
    <fieldset className="gen-fieldset" data-testid="repeat-section">
      <legend>Repeat</legend>
      <FormField id="booking-repeat-every" label="Repeats" error={errors.everyWeeks ?? serverErrors['repeat.everyWeeks']}>
        {(a11y) => (
          <select {...a11y} className="p-inputtext" value={draft.every} onChange={(event) => set({ every: event.target.value })}>
            <option value="">Does not repeat</option>
            {EVERY_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {repeating ? (
        <>
          <div className="gen-repeat-ends" role="radiogroup" aria-label="Ends">
            <div className="gen-check">
              <input id="booking-repeat-ends-times" type="radio" name="booking-repeat-ends" checked={draft.ends === 'times'} onChange={() => set({ ends: 'times' })} />
              <label htmlFor="booking-repeat-ends-times">After a number of visits</label>
            </div>
            <div className="gen-check">
              <input id="booking-repeat-ends-until" type="radio" name="booking-repeat-ends" checked={draft.ends === 'until'} onChange={() => set({ ends: 'until' })} />
              <label htmlFor="booking-repeat-ends-until">Until a date</label>
            </div>
          </div>
          {draft.ends === 'times' ? (
            <FormField
              id="booking-repeat-times"
              label="Number of visits"
              hint={`The first visit included, ${SERIES_LIMITS.timesMin} to ${SERIES_LIMITS.timesMax}.`}
              error={errors.times ?? serverErrors['repeat.times']}
            >
              {(a11y) => (
                <InputText {...a11y} inputMode="numeric" value={draft.times} onChange={(event) => set({ times: event.target.value.replace(/\D/g, '') })} />
              )}
            </FormField>
          ) : (
            <FormField id="booking-repeat-until" label="Last day" hint="Within a year of the first visit." error={errors.until ?? serverErrors['repeat.until']}>
              {(a11y) => <InputText {...a11y} type="date" value={draft.until} onChange={(event) => set({ until: event.target.value })} />}
            </FormField>
          )}
        </>
      ) : null}
    </fieldset>
  );
}
