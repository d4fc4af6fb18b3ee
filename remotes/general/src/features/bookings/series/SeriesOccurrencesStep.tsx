import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { bookingSeriesMutations, useSalonClock } from '@nail-or-never/shared/general';
import { ClockTimeInput, FormProblemMessage, useRecordAction } from '@nail-or-never/shared/kit';
import type { BookingSeries, BookingSeriesCreateInput, BookingSeriesPreview, BookingSeriesPreviewInput } from '@nail-or-never/shared/schemas';
import { bookedCount, initialChoices, timeProblems, toChanges, type OccurrenceChoice } from './occurrenceChoices';
import { formatVisitDay } from './visitText';

export interface SeriesOccurrencesStepProps {
  /** What was previewed: the booking and its rule. */
  request: BookingSeriesPreviewInput;
  preview: BookingSeriesPreview;
  /** Back to the booking form (nothing was saved). */
  onBack: () => void;
  onBooked: (series: BookingSeries) => void;
}

const visitsWord = (count: number) => (count === 1 ? '1 visit' : `${count} visits`);

/**
 * The step before a repeating booking is saved: each planned visit with the clash that would refuse
 * it, where a clashing one is skipped or moved to another time that day, then "Book N visits"
 * (all or none; the server checks each visit again and names one that no longer fits).
 */
export function SeriesOccurrencesStep({ request, preview, onBack, onBooked }: SeriesOccurrencesStepProps) {
  const { occurrences, timeZone } = preview;
  const [choices, setChoices] = useState<OccurrenceChoice[]>(() => initialChoices(occurrences));
  const [tried, setTried] = useState(false);
  const clock = useSalonClock();
  const create = useMutation(bookingSeriesMutations.create());
  const book = useRecordAction<BookingSeriesCreateInput, BookingSeriesCreateInput, BookingSeries>({
    mutation: create,
    toVariables: (input) => input,
    refusedLead: () => 'Nothing was booked.',
    savedToast: (series) => ({ summary: `${visitsWord(series.bookings.length)} booked`, detail: series.bookings[0]?.customerName ?? '' }),
    onSaved: (series) => () => onBooked(series),
  });
  const problems = tried ? timeProblems(occurrences, choices) : {};
  const count = bookedCount(choices);
  const conflicts = occurrences.filter((visit) => visit.conflict !== null).length;

  const choose = (index: number, change: Partial<OccurrenceChoice>) =>
    setChoices((current) => current.map((choice, at) => (at === index ? { ...choice, ...change } : choice)));
  const submit = () => {
    setTried(true);
    if (Object.keys(timeProblems(occurrences, choices)).length > 0) return;
    void book.run({ ...request, changes: toChanges(occurrences, choices, timeZone) });
  };

  return (
    <Dialog visible onHide={onBack} header="Check the visits" className="gen-dialog gen-series-step" modal>
      <p id="series-step-summary">
        {conflicts === 0
          ? `All ${occurrences.length} visits fit.`
          : `${conflicts} of ${occurrences.length} visits clash with the schedule: skip each or move it to another time that day.`}{' '}
        Times are in {timeZone}.
      </p>
      <table className="gen-series-table" aria-describedby="series-step-summary" data-testid="series-occurrences">
        <caption className="p-hidden-accessible">Planned visits</caption>
        <thead>
          <tr>
            <th scope="col">Visit</th>
            <th scope="col">Day</th>
            <th scope="col">Time</th>
            <th scope="col">Fits?</th>
            <th scope="col">What to do</th>
          </tr>
        </thead>
        <tbody>
          {occurrences.map((visit, index) => {
            const choice = choices[index] ?? { choice: 'book', time: visit.time };
            const rowId = `series-visit-${visit.occurrence}`;
            const problem = problems[visit.occurrence];
            return (
              <tr key={visit.occurrence} data-occurrence={visit.occurrence} className={visit.conflict ? 'gen-series-clash' : undefined}>
                <th scope="row" id={`${rowId}-name`}>
                  Visit {visit.occurrence}
                </th>
                <td>{formatVisitDay(visit.date)}</td>
                <td>{visit.time}</td>
                <td id={`${rowId}-fit`}>{visit.conflict ?? 'Fits'}</td>
                <td>
                  <div className="gen-series-choice">
                    <label htmlFor={`${rowId}-choice`} className="p-hidden-accessible">
                      What to do with visit {visit.occurrence}
                    </label>
                    <select
                      id={`${rowId}-choice`}
                      className="p-inputtext"
                      aria-describedby={`${rowId}-fit`}
                      value={choice.choice}
                      onChange={(event) => choose(index, { choice: event.target.value as OccurrenceChoice['choice'] })}
                    >
                      {visit.conflict === null ? <option value="book">Book</option> : null}
                      <option value="skip">Skip</option>
                      <option value="move">Move to another time</option>
                    </select>
                    {choice.choice === 'move' ? (
                      <>
                        <label htmlFor={`${rowId}-time`} className="p-hidden-accessible">
                          New time for visit {visit.occurrence}
                        </label>
                        <ClockTimeInput
                          id={`${rowId}-time`}
                          className="p-inputtext"
                          clock={clock}
                          value={choice.time}
                          error={problem}
                          onChange={(time) => choose(index, { time })}
                        />
                      </>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <FormProblemMessage {...book.problemProps} />
      <div className="gen-form-buttons">
        <Button type="button" label="Back" severity="secondary" outlined onClick={onBack} disabled={book.busy} />
        <Button type="button" label={`Book ${visitsWord(count)}`} icon="pi pi-check" loading={book.busy} disabled={count < 2} onClick={submit} />
      </div>
    </Dialog>
  );
}
