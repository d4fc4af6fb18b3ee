import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CliOutput } from '../../src/cli/adminCommands';
import { runOperatorCommand } from '../../src/cli/operatorCommands';
import { createDatabase } from '../../src/db/createDatabase';
import { InCodeMigrationProvider } from '../../src/db/migrate';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

describe('migrate and migrate status', () => {
  let folder: string;
  let database: TestDatabase;
  let lines: string[];
  const output: CliOutput = { out: (line) => lines.push(line), err: (line) => lines.push(`ERR ${line}`) };

  beforeEach(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'nail-migrate-'));
    database = await createTestDatabase(folder);
    lines = [];
  });
  afterEach(async () => {
    await database.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('lists every migration as pending on a new database, applies them, then lists them as applied', async () => {
    const names = Object.keys(await new InCodeMigrationProvider(database.config.dialect).getMigrations());

    await runOperatorCommand(database.config, { command: 'migrate-status' }, output);
    expect(lines).toEqual([...names.map((name) => `pending  ${name}`), `${names.length} migration(s) pending: run \`migrate\` (or start the server) to apply them.`]);

    lines = [];
    await runOperatorCommand(database.config, { command: 'migrate' }, output);
    expect(lines).toEqual([`Applied ${names.length} migration(s): ${names.join(', ')}.`]);

    lines = [];
    await runOperatorCommand(database.config, { command: 'migrate-status' }, output);
    expect(lines.slice(0, -1).map((line) => line.replace(/\(.*\)$/, '(time)'))).toEqual(names.map((name) => `applied  ${name}  (time)`));
    expect(lines.at(-1)).toBe(`Up to date: ${names.length} migration(s) applied.`);

    lines = [];
    await runOperatorCommand(database.config, { command: 'migrate' }, output);
    expect(lines).toEqual([`Nothing to do: ${names.length} migration(s) applied already.`]);
  });

  it('migrate status only looks: the database stays without tables', async () => {
    await runOperatorCommand(database.config, { command: 'migrate-status' }, output);
    const { db } = createDatabase(database.config);
    try {
      expect(await db.introspection.getTables({ withInternalKyselyTables: true })).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
