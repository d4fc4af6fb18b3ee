import type { FastifyInstance } from 'fastify';
import { lockForTransaction } from '../../db/advisoryLocks';
import { writeTransaction } from '../../db/writeTransaction';
import { AdministratorError, createAdministrator, type CreatedAdministrator } from './administrators';
import { countUsers } from './userRepository';

export type FirstAdministratorOutcome =
  | { created: false }
  | { created: true; username: string; generatedPassword: string | null };

const DEFAULT_USERNAME = 'admin';

function box(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const border = `+${'-'.repeat(width + 2)}+`;
  return [border, ...lines.map((line) => `| ${line.padEnd(width)} |`), border].join('\n');
}

/**
 * On an empty database, creates the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD, or
 * `admin` with a generated password that is printed once (only its hash is stored).
 *
 * Instances started together on one empty database must create exactly one, even when their
 * ADMIN_USERNAME differ (the unique username would not stop that): the count and the insert happen in
 * one transaction, on PostgreSQL behind an advisory lock that the others wait for, so they count
 * after it commits. On SQLite a second writer whose count went stale cannot commit its insert.
 */
export async function ensureFirstAdministrator(
  app: FastifyInstance,
  env: NodeJS.ProcessEnv,
  print: (text: string) => void = (text) => console.log(text),
): Promise<FirstAdministratorOutcome> {
  if ((await countUsers(app.db)) > 0) return { created: false };
  const username = env.ADMIN_USERNAME?.trim() || DEFAULT_USERNAME;
  const password = env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : undefined;

  let created: CreatedAdministrator | null;
  try {
    created = await writeTransaction(app.db, async (transaction) => {
      await lockForTransaction(transaction, app.dialect, 'firstAdministrator');
      if ((await countUsers(transaction)) > 0) return null;
      return createAdministrator(transaction, username, password);
    });
  } catch (error) {
    if (error instanceof AdministratorError) {
      throw new Error(`Cannot create the first administrator from ADMIN_USERNAME/ADMIN_PASSWORD: ${error.message}`, { cause: error });
    }
    // Another instance starting at the same moment may have created it first.
    if ((await countUsers(app.db)) > 0) return { created: false };
    throw error;
  }
  if (!created) return { created: false };

  if (created.generatedPassword) {
    print(
      box([
        'First administrator created. This password is shown only once:',
        '',
        `  username: ${created.user.username}`,
        `  password: ${created.generatedPassword}`,
        '',
        'Sign in at /admin/login, then keep the password somewhere safe.',
        'Lost it? npm run cli -w api -- set-password ' + created.user.username,
      ]),
    );
  } else {
    print(`First administrator "${created.user.username}" created from ADMIN_USERNAME/ADMIN_PASSWORD.`);
  }
  return { created: true, username: created.user.username, generatedPassword: created.generatedPassword };
}
