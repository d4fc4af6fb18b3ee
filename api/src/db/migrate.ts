import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import type { SqlDialect } from './createDatabase';
import { migrations } from './migrations';

/** The migrations of `migrations/index.ts` for Kysely's Migrator (tests step through them one by one). */
export class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: SqlDialect) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const result: Record<string, Migration> = {};
    for (const [name, migration] of Object.entries(migrations)) {
      result[name] = {
        up: (db) => migration.up(db, this.dialect),
        down: (db) => migration.down(db, this.dialect),
      };
    }
    return result;
  }
}

/** Brings the schema to the latest version; runs on every start and is a no-op when current. */
export async function migrateToLatest(db: Kysely<Database>, dialect: SqlDialect): Promise<void> {
  const migrator = new Migrator({ db, provider: new InCodeMigrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
