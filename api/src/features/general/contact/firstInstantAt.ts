import { addDays, wallClockIn, type WallClock } from './salonClock';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const MINUTES_PER_DAY = 24 * 60;

/** Below zero when `clock` reads earlier than `minutes` on `date`, zero at it, above zero after. */
function compareWall(clock: WallClock, date: string, minutes: number): number {
  if (clock.date !== date) return clock.date < date ? -1 : 1;
  return clock.minutes - minutes;
}

const wallAt = (timeZone: string, epochMs: number) => wallClockIn(timeZone, new Date(epochMs));

/** How far the zone's clock is ahead of UTC at `epochMs`, in ms (whole minutes for every zone). */
function offsetAt(timeZone: string, epochMs: number): number {
  const clock = wallAt(timeZone, epochMs);
  const [year = 1970, month = 1, day = 1] = clock.date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) + clock.minutes * MINUTE_MS - epochMs;
}

/**
 * The first instant at which the clock of `timeZone` reads `minutes` (0–1440; 1440 is the next
 * midnight) on `date`, at minute precision. After an autumn change a reading comes twice: the first
 * counts, so hours that close at 01:20 close at the first 01:20 and never reopen in the repeated
 * hour. In a spring gap the reading never comes: the instant the clock jumps past it counts.
 */
export function firstInstantAt(timeZone: string, date: string, minutes: number): number {
  if (minutes >= MINUTES_PER_DAY) return firstInstantAt(timeZone, addDays(date, 1), minutes - MINUTES_PER_DAY);
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const readingAsUtc = Date.UTC(year, month - 1, day) + minutes * MINUTE_MS;
  // Clock changes are months apart: the offsets a day either side are all those that can apply.
  const offsets = [...new Set([-DAY_MS, 0, DAY_MS].map((shift) => offsetAt(timeZone, readingAsUtc + shift)))].sort((a, b) => a - b);
  const exact = offsets
    .map((offset) => readingAsUtc - offset)
    .filter((candidate) => compareWall(wallAt(timeZone, candidate), date, minutes) === 0);
  if (exact.length > 0) return Math.min(...exact);

  // A gap: the jump lies after the reading under the larger offset and by the reading under the
  // smaller one, and the clock only moves forward in between, so halving finds its minute.
  let before = (readingAsUtc - (offsets.at(-1) ?? 0)) / MINUTE_MS;
  let after = (readingAsUtc - (offsets[0] ?? 0)) / MINUTE_MS;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (compareWall(wallAt(timeZone, middle * MINUTE_MS), date, minutes) >= 0) after = middle;
    else before = middle;
  }
  return after * MINUTE_MS;
}
