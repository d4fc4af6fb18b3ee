#!/usr/bin/env node
// `npm test`: every test — lint, type check, unit/component (jest), API on SQLite and on a real
// PostgreSQL server, then end-to-end in Debian's Chromium against the built apps.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildApps } from './lib/buildApps.mjs';
import { ensureInstalled } from './lib/ensureInstalled.mjs';
import { ROOT, bin } from './lib/paths.mjs';
import { run } from './lib/run.mjs';
import { printSlowestTestFiles } from './lib/slowestTests.mjs';

const RESULTS = path.join(ROOT, '.test-results');
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const only = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',')) : null;

/** Reads how many tests a runner passed and failed from its JSON report. */
/**
 * @param {string} file
 * @param {'jest' | 'playwright'} kind
 * @returns {{ passed: number, failed: number, skipped: number } | null}
 */
function countsFrom(file, kind) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'jest') {
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  }
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped };
}

/** @type {Array<{ id: string, title: string, command: string, args: string[], before?: () => Promise<void>, env?: Record<string, string>, report?: { file: string, kind: 'jest' | 'playwright' } }>} */
const steps = [
  // Architecture boundaries, no `any`, no focused or skipped tests: any finding fails the run.
  { id: 'lint', title: 'Lint (architecture boundaries, cycles, no any, no focused/skipped tests)', command: bin('eslint'), args: ['--max-warnings=0', '.'] },
  // One project per package (DOM types only in the browser packages), built in reference order.
  { id: 'typecheck', title: 'Type check (per-package projects)', command: bin('tsc'), args: ['-b', 'tsconfig.json'] },
  {
    id: 'unit',
    title: 'Unit, component and API tests (jest, SQLite)',
    command: bin('jest'),
    args: ['--ci', '--json', `--outputFile=${path.join(RESULTS, 'jest.json')}`],
    report: { file: path.join(RESULTS, 'jest.json'), kind: 'jest' },
  },
  {
    id: 'postgres',
    title: 'API tests on a real PostgreSQL server',
    command: process.execPath,
    args: [path.join(ROOT, 'api', 'test', 'runWithPostgres.mjs'), '--ci', '--json', `--outputFile=${path.join(RESULTS, 'jest-postgres.json')}`],
    report: { file: path.join(RESULTS, 'jest-postgres.json'), kind: 'jest' },
  },
  {
    // Only the suites that store, serve, sweep or check pictures depend on where pictures live.
    id: 's3',
    title: 'Picture API tests with an S3 bucket (in-process S3 server)',
    command: process.execPath,
    args: [path.join(ROOT, 'api', 'test', 'runWithS3.mjs'), '--ci', '--json', `--outputFile=${path.join(RESULTS, 'jest-s3.json')}`],
    report: { file: path.join(RESULTS, 'jest-s3.json'), kind: 'jest' },
  },
  {
    id: 'e2e',
    title: 'End-to-end tests in Chromium',
    before: () => buildApps(),
    command: bin('playwright'),
    args: ['test', '-c', path.join('e2e', 'playwright.config.ts'), '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(RESULTS, 'e2e.json') },
    report: { file: path.join(RESULTS, 'e2e.json'), kind: 'playwright' },
  },
];

await ensureInstalled();

const summary = [];
for (const step of steps) {
  if (only && !only.has(step.id)) continue;
  console.log(`\n=== ${step.title} ===\n`);
  const started = Date.now();
  if (step.before) await step.before();
  const code = await run(step.command, step.args, { env: { ...process.env, ...step.env } });
  const counts = step.report ? countsFrom(step.report.file, step.report.kind) : null;
  summary.push({ step, code, counts, seconds: (Date.now() - started) / 1000 });
}

console.log('\n=== Summary ===');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const { step, code, counts, seconds } of summary) {
  const verdict = code === 0 ? 'ok' : `FAILED (exit ${code})`;
  const tests = counts ? ` — ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` : '';
  console.log(`${step.title}: ${verdict}${tests} (${seconds.toFixed(0)} s)`);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
  // A step that failed without a report (type errors, a crash) still counts as a failure.
  if (code !== 0 && (!counts || counts.failed === 0)) failed += 1;
}
printSlowestTestFiles({
  jest: path.join(RESULTS, 'jest.json'),
  postgres: path.join(RESULTS, 'jest-postgres.json'),
  s3: path.join(RESULTS, 'jest-s3.json'),
  e2e: path.join(RESULTS, 'e2e.json'),
});
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
// A skipped test proves nothing: any skip fails the run, like a failure.
if (skipped > 0) console.log('FAILED: every test must run; remove the skip (or the test).');
process.exit(summary.every(({ code }) => code === 0) && skipped === 0 ? 0 : 1);
