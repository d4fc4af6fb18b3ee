import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { useMigrationSteps } from '../support/migrationSteps';

const steps = useMigrationSteps();
const migrateTo = (name: string) => steps().migrateTo(name);

// What 007 stored: toISOString() text, including the year-10000 end the old code let through.
const OLD_ROWS = [
  { starts: '2026-03-23T10:00:00.000Z', ends: '2026-03-23T10:45:00.000Z' },
  { starts: '2026-10-25T00:50:00.000Z', ends: '2026-10-25T01:20:00.123Z' },
  { starts: '9999-12-31T23:30:00.000Z', ends: '+010000-01-01T00:15:00.000Z' },
];

async function insertOldBookings(db: Kysely<Database>): Promise<void> {
  const at = '2026-01-01T00:00:00.000Z';
  await sql`insert into employees (first_name, last_name, name_key, email, email_key, calendar_color, weekly_hours, created_at, updated_at)
    values ('Maya', 'Tester', 'maya tester', 'maya@salon.example', 'maya@salon.example', '#336699', '{}', ${at}, ${at})`.execute(db);
  for (const [index, row] of OLD_ROWS.entries()) {
    await sql`insert into bookings (customer_name, customer_name_key, customer_phone, status, source, starts_at, ends_at, created_by, created_at, updated_at)
      values (${`Customer ${index}`}, ${`customer ${index}`}, '+44 7700 900000', 'pending', 'phone', ${row.starts}, ${row.ends}, 'admin', ${at}, ${at})`.execute(db);
    await sql`insert into booking_items (booking_id, service_name, employee_id, starts_at, ends_at, duration_minutes, price_cents, position)
      values (${index + 1}, 'Gel manicure', 1, ${row.starts}, ${row.ends}, 45, 3000, 0)`.execute(db);
  }
}

async function readTimes(db: Kysely<Database>) {
  const [bookings, items] = await Promise.all([
    db.selectFrom('bookings').select(['id', 'startsAt', 'endsAt']).orderBy('id').execute(),
    db.selectFrom('bookingItems').select(['bookingId', 'startsAt', 'endsAt']).orderBy('bookingId').execute(),
  ]);
  return { bookings, items };
}

describe('migration 009: booking times as epoch milliseconds', () => {
  it('keeps every existing booking time, now ordered as the instants they name, and turns back on down', async () => {
    await migrateTo('008_gallery_image_tags');
    await insertOldBookings(steps().handle.db);

    await migrateTo('009_booking_instants');

    const converted = await readTimes(steps().handle.db);
    const expected = OLD_ROWS.map((row) => [Date.parse(row.starts), Date.parse(row.ends)]);
    expect(converted.bookings.map((row) => [Number(row.startsAt), Number(row.endsAt)])).toEqual(expected);
    expect(converted.items.map((row) => [Number(row.startsAt), Number(row.endsAt)])).toEqual(expected);
    const byEnd = await steps().handle.db.selectFrom('bookings').select('id').orderBy('endsAt').execute();
    expect(byEnd.map((row) => row.id)).toEqual([1, 2, 3]);

    await migrateTo('008_gallery_image_tags');
    const restored = await readTimes(steps().handle.db);
    const asText = OLD_ROWS.map((row) => [row.starts, row.ends]);
    expect(restored.bookings.map((row) => [row.startsAt, row.endsAt])).toEqual(asText);
    expect(restored.items.map((row) => [row.startsAt, row.endsAt])).toEqual(asText);
  });

  it('stops on a time it cannot read and leaves the rows as they were', async () => {
    await migrateTo('008_gallery_image_tags');
    await insertOldBookings(steps().handle.db);
    await sql`update booking_items set ends_at = 'soon' where booking_id = 2`.execute(steps().handle.db);

    const { error } = await steps().tryMigrateTo('009_booking_instants');

    expect(String(error)).toContain('booking_items.ends_at of row 2 is not an ISO time: soon');
    const untouched = await readTimes(steps().handle.db);
    expect(untouched.bookings.map((row) => [row.startsAt, row.endsAt])).toEqual(OLD_ROWS.map((row) => [row.starts, row.ends]));
    expect(untouched.items.map((row) => row.endsAt)).toEqual([OLD_ROWS[0]?.ends, 'soon', OLD_ROWS[2]?.ends]);
  });
});
