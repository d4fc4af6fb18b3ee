import { formatInstant } from '@nail-or-never/shared';
import type { SalonClock } from '@nail-or-never/shared/schemas';
/**
 * Times are UTC instants from the API and shown in the salon's time zone (contact details), not
 * the browser's: the salon's 09:00 is 09:00 wherever the administrator sits.
 */

/** One formatter per zone: building one costs far more than using it, and a calendar week asks ~1,000 times. */
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();
function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes the zone is ahead of UTC at that instant (e.g. 60 for London in summer). */
function zoneOffsetMinutes(instantMs: number, timeZone: string): number {
  const parts = zoneFormatter(timeZone).formatToParts(new Date(instantMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((asUtc - Math.floor(instantMs / 1000) * 1000) / 60_000);
}

/** `YYYY-MM-DDTHH:MM` read in the salon's zone, as an ISO instant in UTC. */
export function salonLocalToInstant(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const wallClock = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the wall-clock time read as UTC is right except within hours of a change; a second pass settles it.
  let instant = wallClock - zoneOffsetMinutes(wallClock, timeZone) * 60_000;
  instant = wallClock - zoneOffsetMinutes(instant, timeZone) * 60_000;
  return new Date(instant).toISOString();
}

/** An instant as `YYYY-MM-DDTHH:MM` on the salon's wall clock (for a datetime-local field). */
export function instantToSalonLocal(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  const shifted = new Date(ms + zoneOffsetMinutes(ms, timeZone) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** "Tue 24 Nov, 10:00" (or "10:00 AM") in the salon's zone, on its clock. */
export function formatSalonDateTime(iso: string, timeZone: string, clock: SalonClock): string {
  return formatInstant(iso, 'weekdayTime', { timeZone, clock });
}

/** "10:00" (or "10:00 AM") in the salon's zone, on its clock. */
export function formatSalonTime(iso: string, timeZone: string, clock: SalonClock): string {
  return formatInstant(iso, 'time', { timeZone, clock });
}

/** The salon's calendar day of an instant, `YYYY-MM-DD`. */
export function salonDay(iso: string, timeZone: string): string {
  return instantToSalonLocal(iso, timeZone).slice(0, 10);
}

/** Monday 00:00 of the salon's week holding `day` (YYYY-MM-DD), and the next Monday, as instants. */
export function salonWeek(day: string, timeZone: string): { from: string; to: string; days: string[] } {
  const noon = new Date(`${day}T12:00:00Z`);
  const mondayIndex = (noon.getUTCDay() + 6) % 7;
  const monday = new Date(noon.getTime() - mondayIndex * 86_400_000);
  const days = Array.from({ length: 7 }, (_, offset) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10));
  const nextMonday = new Date(monday.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
  return { from: salonLocalToInstant(`${days[0]}T00:00`, timeZone) ?? '', to: salonLocalToInstant(`${nextMonday}T00:00`, timeZone) ?? '', days };
}

/** Moves a `YYYY-MM-DD` day by whole days. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
