import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ROLES, type Role } from '@nail-or-never/shared/schemas';
import { AdministratorError, createAdministrator, disableOtp, enrolOtp, listAdministrators, setAdministratorPassword, setAdministratorRole, type OtpEnrolment } from '../features/auth/administrators';

/** Where a command writes: real stdout/stderr in the CLI, buffers in tests. */
export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

export const USAGE = `Usage: npm run cli -w api -- <command>

Commands:
  create-admin <username> [--password <pw>] [--role owner|manager|reception]
                                              Create an administrator (an owner unless --role says otherwise; a password is generated and printed when omitted)
  set-role <username> --role owner|manager|reception
                                              Change someone's role (the last active owner cannot be demoted)
  set-password <username> [--password <pw>]   Set a new password (generated when omitted); signs out the user's sessions
  enable-otp <username>                       Turn one-time codes on; prints the otpauth:// URI and the secret
  reset-otp <username>                        Issue a new one-time-code secret (the old authenticator entry stops working)
  disable-otp <username>                      Turn one-time codes off
  list-admins                                 List administrators
  check-storage                               List every picture the records use that the storage lacks (exit code 1 if any)

Uses the same DATA_DIR / DATABASE_URL / STORAGE_URL as the server. Passwords need at least 8 characters.`;

export type CommandName = 'create-admin' | 'set-password' | 'set-role' | 'enable-otp' | 'reset-otp' | 'disable-otp' | 'list-admins';

const COMMANDS: Record<CommandName, { needsUsername: boolean; takesPassword: boolean; role?: 'optional' | 'required' }> = {
  'create-admin': { needsUsername: true, takesPassword: true, role: 'optional' },
  'set-password': { needsUsername: true, takesPassword: true },
  'set-role': { needsUsername: true, takesPassword: false, role: 'required' },
  'enable-otp': { needsUsername: true, takesPassword: false },
  'reset-otp': { needsUsername: true, takesPassword: false },
  'disable-otp': { needsUsername: true, takesPassword: false },
  'list-admins': { needsUsername: false, takesPassword: false },
};

const isRole = (text: string): text is Role => (ROLES as readonly string[]).includes(text);

const isCommand = (name: string): name is CommandName => Object.hasOwn(COMMANDS, name);

/** A mistake in how the command was typed: print it with the usage. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export interface ParsedCommand {
  command: CommandName;
  username: string;
  password: string | undefined;
  role: Role | undefined;
}

export function parseCommand(argv: string[]): ParsedCommand {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options: { password: { type: 'string' }, role: { type: 'string' } } });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const [name, username, ...extra] = parsed.positionals;
  if (!name) throw new UsageError('No command given.');
  if (!isCommand(name)) throw new UsageError(`Unknown command "${name}".`);
  const rules = COMMANDS[name];
  if (rules.needsUsername && !username) throw new UsageError(`${name} needs a username.`);
  if (!rules.needsUsername && username) throw new UsageError(`${name} takes no username.`);
  if (extra.length > 0) throw new UsageError(`Unexpected extra arguments: ${extra.join(' ')}`);
  if (!rules.takesPassword && parsed.values.password !== undefined) throw new UsageError(`${name} takes no --password.`);
  const role = parsed.values.role;
  if (role !== undefined && !rules.role) throw new UsageError(`${name} takes no --role.`);
  if (role === undefined && rules.role === 'required') throw new UsageError(`${name} needs --role (${ROLES.join(', ')}).`);
  if (role !== undefined && !isRole(role)) throw new UsageError(`The role is ${ROLES.join(', ')}, not "${role}".`);
  return { command: name, username: username ?? '', password: parsed.values.password, role };
}

function printEnrolment(output: CliOutput, enrolment: OtpEnrolment): void {
  output.out(`One-time codes are on for "${enrolment.username}". Add this to an authenticator app (scan it as a QR code or paste it):`);
  output.out('');
  output.out(`  ${enrolment.uri}`);
  output.out('');
  output.out(`Or type the secret by hand: ${enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}`);
  output.out('Sessions signed in before this change have ended; sign in again with a code.');
}

export async function runCommand(db: Kysely<Database>, { command, username, password, role }: ParsedCommand, output: CliOutput): Promise<void> {
  switch (command) {
    case 'create-admin': {
      const created = await createAdministrator(db, username, password, role);
      output.out(`Administrator "${created.user.username}" created (${created.user.role}).`);
      if (created.generatedPassword) output.out(`Generated password (shown only once): ${created.generatedPassword}`);
      return;
    }
    case 'set-password': {
      const generated = await setAdministratorPassword(db, username, password);
      output.out(`Password of "${username.trim()}" changed; their existing sessions have ended.`);
      if (generated) output.out(`Generated password (shown only once): ${generated}`);
      return;
    }
    case 'set-role':
      await setAdministratorRole(db, username, role ?? 'owner');
      output.out(`"${username.trim()}" is now ${role ?? 'owner'}.`);
      return;
    case 'enable-otp':
    case 'reset-otp':
      printEnrolment(output, await enrolOtp(db, username, command === 'reset-otp'));
      return;
    case 'disable-otp':
      await disableOtp(db, username);
      output.out(`One-time codes are off for "${username.trim()}".`);
      return;
    case 'list-admins': {
      const admins = await listAdministrators(db);
      if (admins.length === 0) output.out('No administrators yet. Create one with: create-admin <username>');
      for (const admin of admins) output.out(`${admin.username}\t${admin.role}${admin.active ? '' : ' (deactivated)'}\tone-time codes ${admin.otpEnabled ? 'on' : 'off'}\tcreated ${admin.createdAt}`);
      return;
    }
  }
}

/** Runs one CLI invocation against an open database and returns the process exit code. */
export async function runCli(db: Kysely<Database>, argv: string[], output: CliOutput): Promise<number> {
  try {
    await runCommand(db, parseCommand(argv), output);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      output.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof AdministratorError) {
      output.err(error.message);
      return 1;
    }
    throw error;
  }
}
