import { useState } from 'react';
import { Button } from 'primereact/button';
import type { Booking, Employee } from '@nail-or-never/shared/schemas';
import { SeriesCancelDialog } from './SeriesCancelDialog';
import { SeriesChangeFollowingDialog } from './SeriesChangeFollowingDialog';
import { SeriesScopeQuestion, type SeriesAction, type SeriesScope } from './SeriesScopeQuestion';

export interface SeriesVisitActionsProps {
  booking: Booking & { seriesId: number };
  employees: Employee[];
  timeZone: string;
  /** "Change…" → "This visit only": the drawer's own change of one booking. */
  onChangeThisVisit: () => void;
  /** After a change or cancel of several visits (the drawer closes). */
  onDone: () => void;
}

type Open = { step: 'ask'; action: SeriesAction } | { step: 'cancel'; scope: SeriesScope } | { step: 'change-following' } | null;

/**
 * The booking drawer's part for a visit of a repeating booking: "Change…" and "Cancel…", each
 * asking first whether only this visit or this and the following ones are meant.
 */
export function SeriesVisitActions({ booking, employees, timeZone, onChangeThisVisit, onDone }: SeriesVisitActionsProps) {
  const [open, setOpen] = useState<Open>(null);
  const occurrence = booking.seriesOccurrence ?? 1;
  const chosen = (action: SeriesAction, scope: SeriesScope) => {
    if (action === 'cancel') setOpen({ step: 'cancel', scope });
    else if (scope === 'following') setOpen({ step: 'change-following' });
    else {
      setOpen(null);
      onChangeThisVisit();
    }
  };
  return (
    <section className="gen-series-actions" aria-labelledby="series-actions-title">
      <h3 id="series-actions-title">Repeating booking</h3>
      <p>Visit {occurrence} of a repeating booking.</p>
      <div className="gen-toggle-row">
        <Button type="button" label="Change…" outlined onClick={() => setOpen({ step: 'ask', action: 'change' })} />
        <Button type="button" label="Cancel…" severity="danger" outlined onClick={() => setOpen({ step: 'ask', action: 'cancel' })} />
      </div>
      {open?.step === 'ask' ? (
        <SeriesScopeQuestion action={open.action} occurrence={occurrence} onChoose={(scope) => chosen(open.action, scope)} onClose={() => setOpen(null)} />
      ) : null}
      {open?.step === 'cancel' ? <SeriesCancelDialog booking={booking} scope={open.scope} onClose={() => setOpen(null)} onCancelled={onDone} /> : null}
      {open?.step === 'change-following' ? (
        <SeriesChangeFollowingDialog booking={booking} employees={employees} timeZone={timeZone} onClose={() => setOpen(null)} onChanged={onDone} />
      ) : null}
    </section>
  );
}
