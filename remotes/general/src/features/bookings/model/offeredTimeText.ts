import type { AvailabilitySlot } from '@nail-or-never/shared/schemas';

/** The start the dialog holds: its time on the salon's clock, and whether it was one of the offers. */
export interface ChosenTime {
  time: string;
  source: 'offer' | 'typed';
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "Tue 3 Mar" for `YYYY-MM-DD`, inside the dialog's English sentences. */
export function dayWords(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date).replace(',', '');
}

/**
 * What to say when the chosen time is not (or no longer) offered: an offer that went away was
 * taken by someone else meanwhile; a typed time is the receptionist's own choice (a walk-in, an
 * override) and the server's rules still decide, so it is only pointed out.
 */
export function offerProblem(chosen: ChosenTime | null, slots: readonly AvailabilitySlot[], employeeName: string | undefined): string | null {
  if (!chosen || slots.some((slot) => slot.time === chosen.time)) return null;
  if (chosen.source === 'offer') return `${chosen.time} was just taken — choose another time.`;
  return `${chosen.time} is not a free time${employeeName ? ` for ${employeeName}` : ''}: the booking may be refused. Choose an offered time, or book it anyway.`;
}
