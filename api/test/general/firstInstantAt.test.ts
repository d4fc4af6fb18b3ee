import fc from 'fast-check';
import { firstInstantAt } from '../../src/features/general/contact/firstInstantAt';
import { wallClockIn } from '../../src/features/general/contact/salonClock';

const MINUTE_MS = 60_000;

/** Zones with an hour's change, a half hour's change (Lord Howe), a change at midnight (Santiago) and none (Kolkata). */
const ZONES = ['Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'America/Santiago', 'Asia/Kolkata'] as const;
const CHANGE_DAYS = ['2026-03-29', '2026-10-25', '2026-03-08', '2026-11-01', '2026-04-05', '2026-10-04', '2026-09-06', '2026-04-04', '2026-09-05'];

const reads = (timeZone: string, epochMs: number, date: string, minutes: number): boolean => {
  const clock = wallClockIn(timeZone, new Date(epochMs));
  return clock.date > date || (clock.date === date && clock.minutes >= minutes);
};

/** The slow, obvious answer: walk minute by minute from before any zone's midnight. */
function firstInstantByWalking(timeZone: string, date: string, minutes: number): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  let instant = Date.UTC(year, month - 1, day) + minutes * MINUTE_MS - 15 * 60 * MINUTE_MS;
  while (!reads(timeZone, instant, date, minutes)) instant += MINUTE_MS;
  return instant;
}

describe('firstInstantAt', () => {
  it('takes the first of two readings in autumn and the jump in a spring gap (London)', () => {
    expect(new Date(firstInstantAt('Europe/London', '2026-10-25', 80)).toISOString()).toBe('2026-10-25T00:20:00.000Z');
    expect(new Date(firstInstantAt('Europe/London', '2026-03-29', 90)).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(new Date(firstInstantAt('Europe/London', '2026-10-25', 24 * 60)).toISOString()).toBe('2026-10-26T00:00:00.000Z');
    // Santiago's clock jumps from 24:00 to 01:00: that day starts at the jump.
    expect(new Date(firstInstantAt('America/Santiago', '2026-09-06', 0)).toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('agrees with walking the clock minute by minute, on clock-change days and any other', () => {
    const anyDay = fc.date({ min: new Date('2000-01-02T00:00:00Z'), max: new Date('2099-12-30T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.oneof(fc.constantFrom(...CHANGE_DAYS), anyDay), fc.integer({ min: 0, max: 24 * 60 }), (timeZone, date, minutes) => {
        expect(firstInstantAt(timeZone, date, minutes)).toBe(firstInstantByWalking(timeZone, date, minutes));
      }),
      // A fixed seed: every run checks the same cases, so a failure reproduces.
      { numRuns: 150, seed: 20261025 },
    );
  });
});
