import { sql } from 'kysely';
import { useMigrationSteps } from '../support/migrationSteps';

const steps = useMigrationSteps();

describe('migration 018: repeating bookings', () => {
  it('adds the series table and the visits\u2019 columns, keeps existing bookings single, and goes back down without them', async () => {
    await steps().migrateTo('015_team');
    const db = steps().handle.db;
    const client = await sql<{ id: number }>`insert into clients (first_name, sort_name, search_text, match_key, created_at, updated_at) values ('Ana', 'ana', 'ana', 'ana|', 'x', 'x') returning id`.execute(db);
    const clientId = client.rows[0]?.id ?? 0;
    await sql`insert into bookings (client_id, customer_name, customer_name_key, customer_phone, customer_email, status, source, notes, cancel_reason, overlap_override, override_reason, starts_at, ends_at, created_by, created_at, updated_at, version)
      values (${clientId}, 'Ana', 'ana', '', '', 'pending', 'phone', '', '', 0, '', 1, 2, 'admin', 'x', 'x', 1)`.execute(db);

    await steps().migrateTo('018_booking_series');
    expect(await steps().columnsOf('booking_series')).toEqual(
      expect.arrayContaining(['id', 'every_weeks', 'ends', 'times', 'until', 'skipped', 'created_by', 'created_at', 'updated_at', 'version']),
    );
    const kept = await sql<{ seriesId: number | null; seriesOccurrence: number | null }>`select series_id, series_occurrence from bookings`.execute(db);
    expect(kept.rows).toEqual([{ seriesId: null, seriesOccurrence: null }]);

    await steps().migrateTo('015_team');
    expect(await steps().columnsOf('booking_series')).toEqual([]);
    expect(await steps().columnsOf('bookings')).not.toContain('series_id');
    expect(await steps().columnsOf('bookings')).not.toContain('series_occurrence');
  });
});
