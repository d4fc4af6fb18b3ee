import { sql } from 'kysely';
import { useMigrationSteps } from '../support/migrationSteps';

const steps = useMigrationSteps();
const migrateTo = (name: string) => steps().migrateTo(name);

const contactColumns = () => steps().columnsOf('contact');

describe('migration 011: the salon currency', () => {
  it('gives a salon saved before it EUR, keeps its details, and goes back down without the column', async () => {
    await migrateTo('010_shared_state');
    await sql`update contact set business_name = 'Nails by Mia', time_zone = 'Europe/Berlin' where id = 1`.execute(steps().handle.db);

    await migrateTo('011_salon_currency');
    const migrated = await sql<{ businessName: string; timeZone: string; currency: string }>`select business_name, time_zone, currency from contact where id = 1`.execute(steps().handle.db);
    expect(migrated.rows).toEqual([{ businessName: 'Nails by Mia', timeZone: 'Europe/Berlin', currency: 'EUR' }]);

    await migrateTo('010_shared_state');
    expect(await contactColumns()).not.toContain('currency');
    expect(await contactColumns()).toContain('time_zone');
  });
});
