#!/usr/bin/env node
// `npm run dev`: the API (restarts on change) and the four dev servers (hot reload), one terminal.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled } from './lib/ensureInstalled.mjs';
import { APPS, ROOT, bin } from './lib/paths.mjs';

await ensureInstalled();

const processes = [
  { label: 'api', command: bin('tsx'), args: ['watch', path.join('api', 'src', 'server.ts')], cwd: ROOT },
  ...APPS.map((app) => ({ label: app.name, command: bin('webpack'), args: ['serve', '--mode', 'development'], cwd: app.dir })),
];

const children = processes.map(({ label, command, args, cwd }) => {
  // Each child leads its own process group so stopping it also stops what it started (pitfall 7).
  const child = spawn(command, args, { cwd, env: process.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${label}]`.padEnd(12);
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code) => {
    process.stdout.write(`${prefix}exited with code ${code}\n`);
    stopAll(1);
  });
  return child;
});

let stopping = false;
/** @param {number} code */
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
