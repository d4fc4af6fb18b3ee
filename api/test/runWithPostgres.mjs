#!/usr/bin/env node
// `node api/test/runWithPostgres.mjs [jest args]`: the same as `npm run test:pg -w api`, for callers
// that run plain node. Loads runWithPostgres.ts through tsx's loader and passes the exit code on.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const runner = fileURLToPath(new URL('./runWithPostgres.ts', import.meta.url));
const child = spawn(process.execPath, ['--import', require.resolve('tsx'), runner, ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => child.kill(signal));
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
