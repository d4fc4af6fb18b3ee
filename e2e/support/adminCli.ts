import { spawn } from 'node:child_process';
import { URI } from 'otpauth';
import type { AdminCredentials, AdminServer } from './adminServer';
import { API_CLI_ENTRY, REPO_ROOT, TSX_BIN } from './paths';

interface CliResult {
  code: number | null;
  output: string;
}

/** Runs the API's administrator CLI against the same data folder (same env) as the test server. */
export function runAdminCli(server: AdminServer, args: readonly string[], timeoutMs = 60_000): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX_BIN, [API_CLI_ENTRY, ...args], { cwd: REPO_ROOT, env: server.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`\`cli ${args.join(' ')}\` did not finish in ${timeoutMs} ms.\n${output}`));
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

async function runOrThrow(server: AdminServer, args: readonly string[]): Promise<string> {
  const result = await runAdminCli(server, args);
  if (result.code !== 0) throw new Error(`\`npm run cli -w api -- ${args.join(' ')}\` failed (exit ${result.code}):\n${result.output}`);
  return result.output;
}

export interface CreatedAdmin extends AdminCredentials {
  /** Base32 TOTP secret when one-time codes were enabled. */
  otpSecret: string | null;
}

export interface CreateAdminOptions extends AdminCredentials {
  withOtp: boolean;
}

/**
 * Creates an administrator through the real CLI (`create-admin`, then `enable-otp`), the way an
 * operator would, and reads the TOTP secret out of the printed otpauth:// URI.
 */
export async function createAdmin(server: AdminServer, options: CreateAdminOptions): Promise<CreatedAdmin> {
  await runOrThrow(server, ['create-admin', options.username, '--password', options.password]);
  if (!options.withOtp) return { username: options.username, password: options.password, otpSecret: null };

  const output = await runOrThrow(server, ['enable-otp', options.username]);
  const uri = /otpauth:\/\/\S+/.exec(output)?.[0];
  if (!uri) throw new Error(`enable-otp printed no otpauth:// URI:\n${output}`);
  const parsed = URI.parse(uri);
  return { username: options.username, password: options.password, otpSecret: parsed.secret.base32 };
}
