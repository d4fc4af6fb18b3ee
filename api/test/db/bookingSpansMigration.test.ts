import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { useMigrationSteps } from '../support/migrationSteps';

const steps = useMigrationSteps();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A booking and one service from `startsAt` to `endsAt`, written as SQL would (no API). */
async function insertBooking(db: Kysely<Database>, clientId: number, employeeId: number, startsAt: number, endsAt: number): Promise<number> {
  const booking = await sql<{ id: number }>`insert into bookings (client_id, customer_name, customer_name_key, customer_phone, customer_email, status, source, notes, cancel_reason, overlap_override, override_reason, starts_at, ends_at, created_by, created_at, updated_at, version)
    values (${clientId}, 'Ana', 'ana', '', '', 'pending', 'phone', '', '', 0, '', ${startsAt}, ${endsAt}, 'admin', 'x', 'x', 1) returning id`.execute(db);
  const id = booking.rows[0]?.id ?? 0;
  await sql`insert into booking_items (booking_id, service_id, service_name, employee_id, starts_at, ends_at, duration_minutes, price_cents, position)
    values (${id}, null, 'Gel manicure', ${employeeId}, ${startsAt}, ${endsAt}, 30, 3000, 0)`.execute(db);
  return id;
}

async function spans(db: Kysely<Database>): Promise<{ bookings: number; items: number }> {
  const { rows } = await sql<{ bookingsMs: number | string; bookingItemsMs: number | string }>`select bookings_ms, booking_items_ms from booking_spans`.execute(db);
  expect(rows).toHaveLength(1);
  return { bookings: Number(rows[0]?.bookingsMs), items: Number(rows[0]?.bookingItemsMs) };
}

describe('migration 022: the longest span of bookings and of their services', () => {
  it('starts from the longest stored span, is raised by inserts and longer times only, and goes back down', async () => {
    await steps().migrateTo('021_booking_changes');
    const db = steps().handle.db;
    const client = await sql<{ id: number }>`insert into clients (first_name, sort_name, search_text, match_key, created_at, updated_at) values ('Ana', 'ana', 'ana', 'ana|', 'x', 'x') returning id`.execute(db);
    const clientId = client.rows[0]?.id ?? 0;
    const employee = await sql<{ id: number }>`insert into employees (first_name, last_name, name_key, job_title, email, email_key, phone, bio, calendar_color, weekly_hours, bookable, active, created_at, updated_at, version)
      values ('Maya', 'Tester', 'maya tester', '', 'maya@salon.example', 'maya@salon.example', '', '', '#336699', '{}', 1, 1, 'x', 'x', 1) returning id`.execute(db);
    const employeeId = employee.rows[0]?.id ?? 0;
    const start = Date.UTC(2030, 0, 7, 9);
    await insertBooking(db, clientId, employeeId, start, start + HOUR);
    const long = await insertBooking(db, clientId, employeeId, start, start + 3 * DAY);
    // Ends before it starts (written by hand): counts as nothing, never lowers the value below 0.
    await insertBooking(db, clientId, employeeId, start, start - DAY);
    // The item longer than its booking: the items' value is their own.
    await sql`update booking_items set ends_at = ends_at + ${DAY} where booking_id = ${long}`.execute(db);

    await steps().migrateTo('022_booking_spans');
    expect(await spans(db)).toEqual({ bookings: 3 * DAY, items: 4 * DAY });

    // Shorter rows and other columns leave it; a longer insert or a longer time raises it.
    const other = await insertBooking(db, clientId, employeeId, start, start + 2 * DAY);
    await sql`update bookings set notes = 'Prefers pastel colours.', ends_at = starts_at + ${HOUR} where id = ${long}`.execute(db);
    expect(await spans(db)).toEqual({ bookings: 3 * DAY, items: 4 * DAY });
    await sql`update bookings set starts_at = starts_at - ${2 * DAY} where id = ${other}`.execute(db);
    expect(await spans(db)).toEqual({ bookings: 4 * DAY, items: 4 * DAY });
    await sql`update booking_items set ends_at = ends_at + ${3 * DAY} where booking_id = ${other}`.execute(db);
    expect(await spans(db)).toEqual({ bookings: 4 * DAY, items: 5 * DAY });
    await insertBooking(db, clientId, employeeId, start, start + 6 * DAY);
    expect(await spans(db)).toEqual({ bookings: 6 * DAY, items: 6 * DAY });
    // Never lowered.
    await sql`delete from bookings`.execute(db);
    expect(await spans(db)).toEqual({ bookings: 6 * DAY, items: 6 * DAY });

    await steps().migrateTo('021_booking_changes');
    expect(await steps().columnsOf('booking_spans')).toEqual([]);
    // No trigger left behind: writing bookings still works without the table.
    const after = await insertBooking(db, clientId, employeeId, start, start + 7 * DAY);
    await sql`update bookings set ends_at = ends_at + ${DAY} where id = ${after}`.execute(db);
    await sql`update booking_items set ends_at = ends_at + ${DAY} where booking_id = ${after}`.execute(db);

    // And up again, from the rows there are now.
    await steps().migrateTo('022_booking_spans');
    expect(await spans(db)).toEqual({ bookings: 8 * DAY, items: 8 * DAY });
  });
});
