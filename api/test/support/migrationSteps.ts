import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type MigrationResultSet } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../../src/db/createDatabase';
import { InCodeMigrationProvider } from '../../src/db/migrate';
import { createTestDatabase, type TestDatabase } from './testDatabase';

export interface MigrationSteps {
  handle: DatabaseHandle;
  /** Migrates up or down to `name`; the test fails when a step does. */
  migrateTo(name: string): Promise<void>;
  /** The same, for a test that expects the step to fail. */
  tryMigrateTo(name: string): Promise<MigrationResultSet>;
  /** The column names `table` has at the current step ([] when there is no such table). */
  columnsOf(table: string): Promise<string[]>;
}

/**
 * A fresh database for each test of the file, walked through the migrations one name at a time, so a
 * test can write rows in an old schema and watch a migration carry them. Call at the top of a file.
 */
export function useMigrationSteps(): () => MigrationSteps {
  let dataDir: string;
  let database: TestDatabase;
  let steps: MigrationSteps | undefined;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'nail-migration-steps-'));
    database = await createTestDatabase(dataDir);
    const handle = createDatabase(database.config);
    const migrator = new Migrator({ db: handle.db, provider: new InCodeMigrationProvider(handle.dialect) });
    steps = {
      handle,
      async migrateTo(name) {
        const { error } = await migrator.migrateTo(name);
        expect(error).toBeUndefined();
      },
      tryMigrateTo: (name) => migrator.migrateTo(name),
      columnsOf: async (table) => (await handle.db.introspection.getTables()).find((found) => found.name === table)?.columns.map((column) => column.name) ?? [],
    };
  });

  afterEach(async () => {
    await steps?.handle.db.destroy();
    steps = undefined;
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return () => {
    if (!steps) throw new Error('useMigrationSteps: the steps exist only inside a test');
    return steps;
  };
}
