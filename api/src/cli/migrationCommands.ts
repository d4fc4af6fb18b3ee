import { Migrator, type Kysely } from 'kysely';
import type { SqlDialect } from '../db/createDatabase';
import { InCodeMigrationProvider, migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import type { CliOutput } from './adminCommands';

export interface MigrationState {
  applied: Array<{ name: string; appliedAt: Date }>;
  pending: string[];
}

/** Which migrations the database has run and which it has not, in the order they apply. */
export async function migrationState(db: Kysely<Database>, dialect: SqlDialect): Promise<MigrationState> {
  const migrator = new Migrator({ db, provider: new InCodeMigrationProvider(dialect) });
  const infos = await migrator.getMigrations();
  const state: MigrationState = { applied: [], pending: [] };
  for (const info of infos) {
    if (info.executedAt) state.applied.push({ name: info.name, appliedAt: info.executedAt });
    else state.pending.push(info.name);
  }
  return state;
}

export async function printMigrationStatus(db: Kysely<Database>, dialect: SqlDialect, output: CliOutput): Promise<void> {
  const { applied, pending } = await migrationState(db, dialect);
  for (const migration of applied) output.out(`applied  ${migration.name}  (${migration.appliedAt.toISOString()})`);
  for (const name of pending) output.out(`pending  ${name}`);
  output.out(pending.length === 0 ? `Up to date: ${applied.length} migration(s) applied.` : `${pending.length} migration(s) pending: run \`migrate\` (or start the server) to apply them.`);
}

/** Applies the pending migrations; every server also does this on start, so this is for a release step run once. */
export async function migrate(db: Kysely<Database>, dialect: SqlDialect, output: CliOutput): Promise<void> {
  const before = await migrationState(db, dialect);
  await migrateToLatest(db, dialect);
  if (before.pending.length === 0) output.out(`Nothing to do: ${before.applied.length} migration(s) applied already.`);
  else output.out(`Applied ${before.pending.length} migration(s): ${before.pending.join(', ')}.`);
}
