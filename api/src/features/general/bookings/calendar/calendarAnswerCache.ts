import { gzipSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { BOOKING_LIMITS, calendarPacker, calendarUnit, type BookingRangeQuery, type CalendarPacker, type PackableBooking } from '@nail-or-never/shared/schemas';
import type { Database } from '../../../../db/schema';
import { bookingRepository } from '../bookingRepository';
import { bookingsRevision, revisionAndChangesSince } from './bookingChanges';

/** A week for each of a few people looking at a few weeks: enough to serve a front desk from memory. */
const ENTRIES_MAX = 24;
/** More changed bookings than this since an answer was made: make it again whole. */
const PATCH_MAX = 100;
/**
 * zlib's level for the kept gzip bytes: a week compresses to within 4 % of level 6's size in half
 * the time, and it is compressed once per revision rather than once per read.
 */
const GZIP_LEVEL = 3;

/** A kept answer: its JSON text, and the same compressed, made on the first read that asks for it. */
export interface CalendarAnswer {
  body: string;
  gzipped(): Buffer;
}

/** A booking's tuple as sent, with what orders it (the range's order: start, then id). */
interface PackedRow {
  id: number;
  startsAt: number;
  json: string;
}

interface Entry {
  revision: number;
  packer: CalendarPacker;
  rows: PackedRow[];
  /** The range held more bookings than an answer carries: which ones it leaves out can change with any booking. */
  capped: boolean;
  body: string;
  gzip: Buffer | null;
}

const byStart = (a: PackedRow, b: PackedRow) => a.startsAt - b.startsAt || a.id - b.id;

function packedRow(packer: CalendarPacker, booking: PackableBooking): PackedRow {
  return { id: booking.id, startsAt: booking.startsAt, json: JSON.stringify(packer.pack(booking)) };
}

/** The answer as sent: the packer's own answer, with the tuples already made spliced into its list. */
function answerBody(packer: CalendarPacker, rows: readonly PackedRow[]): string {
  const empty = JSON.stringify({ data: packer.answer([]) });
  // `bookings` is the answer's last field; anything else would need this splice to change.
  if (!empty.endsWith('"bookings":[]}}')) throw new Error('The packed calendar answer no longer ends with its bookings.');
  return `${empty.slice(0, -'[]}}'.length)}[${rows.map((row) => row.json).join(',')}]}}`;
}

function entryOf(revision: number, packer: CalendarPacker, rows: PackedRow[], capped: boolean): Entry {
  return { revision, packer, rows, capped, body: answerBody(packer, rows), gzip: null };
}

/**
 * The calendar's answers, as sent, by range and by the bookings' revision (migrations 020, 021).
 * Several people keep the same week open and every change makes each of them read it again. The
 * first read after a change reads only the bookings the change touched and puts their new tuples
 * in the answer kept; every later read of that revision is a lookup. Each API instance keeps its
 * own; the revision and the notes of what changed live in the database, so a change made through
 * another instance, a script or a migration is seen at once.
 */
export function calendarAnswerCache(db: Kysely<Database>) {
  const entries = new Map<string, Entry>();

  async function whole(query: BookingRangeQuery, revision: number): Promise<Entry> {
    const bookings = await bookingRepository.calendar(db, query);
    const base = Date.parse(query.from);
    const packer = calendarPacker(base, calendarUnit(bookings, base));
    return entryOf(
      revision,
      packer,
      bookings.map((booking) => packedRow(packer, booking)),
      bookings.length >= BOOKING_LIMITS.rangeBookingsMax,
    );
  }

  /** `kept` with the `changed` bookings read again, or null when it must be made whole. */
  async function patched(query: BookingRangeQuery, kept: Entry, changed: number[], revision: number): Promise<Entry | null> {
    if (kept.capped) return null;
    const fresh = await bookingRepository.calendar(db, query, changed);
    // A time off the answer's grid (a second where it counts minutes) changes every tuple's numbers.
    if (fresh.some((booking) => calendarUnit([booking], kept.packer.base) % kept.packer.unit !== 0)) return null;
    const gone = new Set(changed);
    const rows = kept.rows.filter((row) => !gone.has(row.id));
    for (const booking of fresh) rows.push(packedRow(kept.packer, booking));
    if (rows.length >= BOOKING_LIMITS.rangeBookingsMax) return null;
    rows.sort(byStart);
    return entryOf(revision, kept.packer, rows, false);
  }

  return {
    /** The answer for `query`. */
    async answer(query: BookingRangeQuery): Promise<CalendarAnswer> {
      const key = `${query.from}|${query.to}|${query.employeeId ?? ''}`;
      const kept = entries.get(key);
      // The revision first (with what changed since the kept answer, in the same statement): a change
      // committed before the bookings are read then files newer data under an older revision, never the reverse.
      const { revision, changed } = kept ? await revisionAndChangesSince(db, kept.revision, PATCH_MAX) : { revision: (await bookingsRevision(db)).revision, changed: null };
      let entry: Entry | null = kept?.revision === revision ? kept : null;
      if (!entry && kept && changed !== null) entry = await patched(query, kept, changed, revision);
      entry ??= await whole(query, revision);
      // Most recently used last, so the oldest is the first to go.
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > ENTRIES_MAX) entries.delete(entries.keys().next().value ?? key);
      const sent = entry;
      return { body: sent.body, gzipped: () => (sent.gzip ??= gzipSync(sent.body, { level: GZIP_LEVEL })) };
    },
  };
}
