#!/usr/bin/env node
// `npm start`: install if needed, build what changed, then serve API + all apps at ONE URL.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { buildApi } from './lib/buildApi.mjs';
import { buildApps } from './lib/buildApps.mjs';
import { ensureInstalled } from './lib/ensureInstalled.mjs';
import { ROOT } from './lib/paths.mjs';
import { productionCommand } from './lib/productionCommand.mjs';

// `--skip-build`: serve the apps as they are built already (a restart, or the shutdown tests). The API
// is still compiled when its sources changed: that takes a second, and without it nothing could start.
if (process.argv.includes('--skip-build')) {
  await buildApi();
} else {
  await ensureInstalled();
  await buildApps();
}

const env = {
  ...process.env,
  SERVE_STATIC: '1',
  PORT: process.env.PORT ?? '8080',
  DATA_DIR: path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'data')),
};

// The compiled API, started exactly as the container starts it (docs/deployment.md).
const command = productionCommand();
const server = spawn(command.file, command.args, {
  cwd: ROOT,
  env,
  stdio: 'inherit',
});

// The server finishes its requests under way, then exits; this process waits for it and exits alike,
// so a process manager sees the server's own exit code, or 128 + the signal's number (the shell's
// convention) if the server was killed outright.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(/** @type {NodeJS.Signals} */ (signal)));
}
server.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));
