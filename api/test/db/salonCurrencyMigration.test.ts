import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../../src/db/createDatabase';
import { InCodeMigrationProvider } from '../../src/db/migrate';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

let dataDir: string;
let database: TestDatabase;
let handle: DatabaseHandle;
let migrator: Migrator;

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'nail-currency-migration-'));
  database = await createTestDatabase(dataDir);
  handle = createDatabase(database.config);
  migrator = new Migrator({ db: handle.db, provider: new InCodeMigrationProvider(handle.dialect) });
});

afterEach(async () => {
  await handle.db.destroy();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function migrateTo(name: string): Promise<void> {
  const { error } = await migrator.migrateTo(name);
  expect(error).toBeUndefined();
}

const contactColumns = async () =>
  (await handle.db.introspection.getTables()).find((table) => table.name === 'contact')?.columns.map((column) => column.name) ?? [];

describe('migration 011: the salon currency', () => {
  it('gives a salon saved before it EUR, keeps its details, and goes back down without the column', async () => {
    await migrateTo('010_shared_state');
    await sql`update contact set business_name = 'Nails by Mia', time_zone = 'Europe/Berlin' where id = 1`.execute(handle.db);

    await migrateTo('011_salon_currency');
    const migrated = await sql<{ businessName: string; timeZone: string; currency: string }>`select business_name, time_zone, currency from contact where id = 1`.execute(handle.db);
    expect(migrated.rows).toEqual([{ businessName: 'Nails by Mia', timeZone: 'Europe/Berlin', currency: 'EUR' }]);

    await migrateTo('010_shared_state');
    expect(await contactColumns()).not.toContain('currency');
    expect(await contactColumns()).toContain('time_zone');
  });
});
