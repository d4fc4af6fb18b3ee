import { sql } from 'kysely';
import { useMigrationSteps } from '../support/migrationSteps';

const steps = useMigrationSteps();
const migrateTo = (name: string) => steps().migrateTo(name);

const contactColumns = () => steps().columnsOf('contact');

describe('migration 012: the salon clock', () => {
  it('gives a salon saved before it the 24-hour clock, keeps its details, and goes back down without the column', async () => {
    await migrateTo('011_salon_currency');
    await sql`update contact set business_name = 'Nails by Mia', currency = 'GBP' where id = 1`.execute(steps().handle.db);

    await migrateTo('012_salon_clock');
    const migrated = await sql<{ businessName: string; currency: string; clock: string }>`select business_name, currency, clock from contact where id = 1`.execute(steps().handle.db);
    expect(migrated.rows).toEqual([{ businessName: 'Nails by Mia', currency: 'GBP', clock: '24h' }]);

    await migrateTo('011_salon_currency');
    expect(await contactColumns()).not.toContain('clock');
    expect(await contactColumns()).toContain('currency');
  });
});
