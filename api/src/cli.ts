/**
 * Administrator and database management from a shell, against the same database as the server:
 *   npm run cli -w api -- <command> (see `USAGE` in cli/adminCommands.ts and cli/operatorCommands.ts)
 */
import { loadConfig } from './config';
import { createDatabase } from './db/createDatabase';
import { migrateToLatest } from './db/migrate';
import { parseCommand, runCli, USAGE as ADMIN_USAGE, UsageError, type CliOutput } from './cli/adminCommands';
import { CHECK_STORAGE, checkStorage } from './cli/checkStorageCommand';
import { isOperatorCommand, OPERATOR_USAGE, parseOperatorCommand, runOperatorCommand, type OperatorCommand } from './cli/operatorCommands';
import { OperatorError } from './cli/operatorError';
import { remoteSettingsFrom, runRemoteCli } from './cli/remoteCommands';
import { openStorage } from './storage/openStorage';

const USAGE = `${ADMIN_USAGE}\n\n${OPERATOR_USAGE}`;

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    console.log(USAGE);
    return argv.length === 0 ? 2 : 0;
  }
  const output: CliOutput = { out: (line) => console.log(line), err: (line) => console.error(line) };
  if (argv[0] === 'remote') return runRemoteCli(argv.slice(1), remoteSettingsFrom(process.env), output);
  if (argv[0] === CHECK_STORAGE) {
    if (argv.length > 1) {
      console.error(`${CHECK_STORAGE} takes no arguments.\n\n${USAGE}`);
      return 2;
    }
    return runCheckStorage(output);
  }
  // Refuse a mistyped command before touching (or creating) a database.
  let operatorCommand: OperatorCommand | null = null;
  try {
    if (isOperatorCommand(argv[0])) operatorCommand = parseOperatorCommand(argv);
    else parseCommand(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
  const config = loadConfig();
  // These decide themselves whether to migrate: a restore needs the target untouched, a status must only look.
  if (operatorCommand) {
    await runOperatorCommand(config.database, operatorCommand, { out: (line) => console.log(line), err: (line) => console.error(line) });
    return 0;
  }
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
    if (error instanceof OperatorError) console.error(error.message);
    else console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
