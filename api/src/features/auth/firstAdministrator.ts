import type { FastifyInstance } from 'fastify';
import { AdministratorError, createAdministrator } from './administrators';
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
 */
export async function ensureFirstAdministrator(
  app: FastifyInstance,
  env: NodeJS.ProcessEnv,
  print: (text: string) => void = (text) => console.log(text),
): Promise<FirstAdministratorOutcome> {
  if ((await countUsers(app.db)) > 0) return { created: false };
  const username = env.ADMIN_USERNAME?.trim() || DEFAULT_USERNAME;
  const password = env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : undefined;

  let created;
  try {
    created = await createAdministrator(app.db, username, password);
  } catch (error) {
    if (error instanceof AdministratorError) {
      throw new Error(`Cannot create the first administrator from ADMIN_USERNAME/ADMIN_PASSWORD: ${error.message}`, { cause: error });
    }
    // Another instance starting at the same moment may have created it first.
    if ((await countUsers(app.db)) > 0) return { created: false };
    throw error;
  }

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
