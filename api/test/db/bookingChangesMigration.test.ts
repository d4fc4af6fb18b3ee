import { sql } from 'kysely';
import { useMigrationSteps } from '../support/migrationSteps';

const steps = useMigrationSteps();

describe('migration 021: which bookings each revision changed', () => {
  it('notes changed bookings from then on, starts its notes after the revision it found, and goes back down to counting only', async () => {
    await steps().migrateTo('020_bookings_revision');
    const db = steps().handle.db;
    const revision = async () => Number((await sql<{ revision: number | string }>`select revision from bookings_revision`.execute(db)).rows[0]?.revision);
    const client = await sql<{ id: number }>`insert into clients (first_name, sort_name, search_text, match_key, created_at, updated_at) values ('Ana', 'ana', 'ana', 'ana|', 'x', 'x') returning id`.execute(db);
    const inserted = await sql<{ id: number }>`insert into bookings (client_id, customer_name, customer_name_key, customer_phone, customer_email, status, source, notes, cancel_reason, overlap_override, override_reason, starts_at, ends_at, created_by, created_at, updated_at, version)
      values (${client.rows[0]?.id ?? 0}, 'Ana', 'ana', '', '', 'pending', 'phone', '', '', 0, '', 1, 2, 'admin', 'x', 'x', 1) returning id`.execute(db);
    const id = inserted.rows[0]?.id ?? 0;
    const before = await revision();

    await steps().migrateTo('021_booking_changes');
    const mark = (await sql<{ changesFrom: number | string }>`select changes_from from bookings_revision`.execute(db)).rows[0];
    expect(Number(mark?.changesFrom)).toBe(before + 1);
    await sql`update bookings set notes = 'Prefers pastel colours.' where id = ${id}`.execute(db);
    const noted = await sql<{ revision: number | string; bookingId: number }>`select revision, booking_id from booking_changes`.execute(db);
    expect(noted.rows.map((row) => ({ revision: Number(row.revision), bookingId: row.bookingId }))).toEqual([{ revision: before + 1, bookingId: id }]);
    expect(await revision()).toBe(before + 1);

    await steps().migrateTo('020_bookings_revision');
    expect(await steps().columnsOf('booking_changes')).toEqual([]);
    expect(await steps().columnsOf('bookings_revision')).not.toContain('changes_from');
    // 020's counting is back: a change still moves the revision.
    await sql`update bookings set notes = '' where id = ${id}`.execute(db);
    expect(await revision()).toBe(before + 2);
  });
});
