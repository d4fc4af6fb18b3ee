import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { OperatorError } from './operatorError';

export type PostgresTool = 'pg_dump' | 'pg_restore';

const DEBIAN_VERSIONS = '/usr/lib/postgresql';

/**
 * Debian installs each PostgreSQL version's tools under /usr/lib/postgresql/<version>/bin; the newest
 * one reads every older server. Elsewhere (a container, macOS) the tool is on PATH.
 */
export function findTool(tool: PostgresTool): string {
  if (existsSync(DEBIAN_VERSIONS)) {
    const versions = readdirSync(DEBIAN_VERSIONS)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const candidate = path.join(DEBIAN_VERSIONS, version, 'bin', tool);
      if (existsSync(candidate)) return candidate;
    }
  }
  return tool;
}

/**
 * The connection for a tool's command line without the password: a URL in the arguments can be read
 * by anyone on the machine (`ps`), the environment cannot. libpq reads PGPASSWORD itself.
 */
export function toolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

/** Runs a PostgreSQL tool; a failure becomes the tool's own last words, not a stack trace. */
export function runTool(tool: PostgresTool, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const file = findTool(tool);
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(new OperatorError(error.code === 'ENOENT' ? `${tool} was not found: install the PostgreSQL client tools (Debian: postgresql-client).` : `${tool} could not start: ${error.message}`));
    });
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new OperatorError(`${tool} failed (exit code ${code ?? 'none'}): ${errors.trim().split('\n').slice(-3).join(' ') || 'no message'}`));
    });
  });
}
