#!/usr/bin/env node
// `node api/test/runWithS3.mjs [jest args]`: the picture-related API tests with every test app keeping
// its pictures in a bucket of an in-process S3 server (TEST_STORAGE=s3; each app starts and stops its
// own s3rver). Without file arguments it runs PICTURE_SUITES; arguments after the files go to jest.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The suites that store, serve, sweep or check pictures. Service groups, employees and about-us store
 * theirs through the same code as galleries, so they stay out of this step to keep it quick; give them
 * as arguments to run them on S3 too.
 */
export const PICTURE_SUITES = [
  'api/test/catalog/uploads.test.ts',
  'api/test/catalog/galleries.test.ts',
  'api/test/security/malformedMultipart.test.ts',
  'api/test/security/heicPixelLimit.test.ts',
  'api/test/security/pixelLimit.test.ts',
  'api/test/storage/objectStorage.test.ts',
  'api/test/storage/objectStorageSweep.test.ts',
  'api/test/cli/checkStorage.test.ts',
];

const args = process.argv.slice(2);
const namesFiles = args.some((arg) => arg.endsWith('.ts'));
const jestArgs = [require.resolve('jest/bin/jest'), ...(namesFiles ? [] : PICTURE_SUITES.map((file) => path.join(repoRoot, file))), ...args, '--selectProjects', 'api'];
const child = spawn(process.execPath, jestArgs, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, TEST_STORAGE: 's3' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => child.kill(signal));
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
