/**
 * Administrator management from a shell, against the same database as the server:
 *   npm run cli -w api -- <command> (see `USAGE` in cli/adminCommands.ts)
 */
import { loadConfig } from './config';
import { createDatabase } from './db/createDatabase';
import { migrateToLatest } from './db/migrate';
import { parseCommand, runCli, USAGE, UsageError, type CliOutput } from './cli/adminCommands';
import { CHECK_STORAGE, checkStorage } from './cli/checkStorageCommand';
import { openStorage } from './storage/openStorage';

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    console.log(USAGE);
    return argv.length === 0 ? 2 : 0;
  }
  const output: CliOutput = { out: (line) => console.log(line), err: (line) => console.error(line) };
  if (argv[0] === CHECK_STORAGE) {
    if (argv.length > 1) {
      console.error(`${CHECK_STORAGE} takes no arguments.\n\n${USAGE}`);
      return 2;
    }
    return runCheckStorage(output);
  }
  // Refuse a mistyped command before touching (or creating) a database.
  try {
    parseCommand(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
  const config = loadConfig();
  const { db, dialect } = createDatabase(config.database);
  try {
    await migrateToLatest(db, dialect);
    return await runCli(db, argv, output);
  } finally {
    await db.destroy();
  }
}

async function runCheckStorage(output: CliOutput): Promise<number> {
  const config = loadConfig();
  const where = config.storage.kind === 's3' ? `s3://${config.storage.bucket}/${config.storage.prefix}` : `the uploads folder ${config.uploadsDir}`;
  const storage = await openStorage(config.storage, config.uploadsDir);
  try {
    const { db, dialect } = createDatabase(config.database);
    try {
      await migrateToLatest(db, dialect);
      return await checkStorage(db, storage, where, output);
    } finally {
      await db.destroy();
    }
  } finally {
    await storage.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
