#!/usr/bin/env node
// `npm test`: every test — lint, type check, unit/component (jest), API on SQLite and on a real
// PostgreSQL server, then end-to-end in Debian's Chromium against the built apps.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
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
    // Two workers: much of a test's time here is PostgreSQL's (another process), so a second worker
    // fills the waits; every test has its own database, temp folder and ports.
    args: [path.join(ROOT, 'api', 'test', 'runWithPostgres.mjs'), '--ci', '--maxWorkers=2', '--json', `--outputFile=${path.join(RESULTS, 'jest-postgres.json')}`],
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

/**
 * Lint and the type check come first, alone: they are quick and their findings are the commonest.
 * Then two lanes run side by side: the jest runs (CPU-bound) and the browser suite (mostly waiting
 * on Chromium and its server), which on two cores finishes minutes before one after the other. The
 * browser lane prints as it goes; the jest lane's output is kept in a file and printed whole when
 * each of its steps ends, so the two never interleave. `TEST_SEQUENTIAL=1` runs every step in turn.
 */
const LANES = process.env.TEST_SEQUENTIAL === '1' ? [['lint', 'typecheck', 'unit', 'postgres', 's3', 'e2e']] : [['unit', 'postgres', 's3'], ['e2e']];
const FIRST = process.env.TEST_SEQUENTIAL === '1' ? [] : ['lint', 'typecheck'];

/** @type {Array<{ step: typeof steps[number], code: number, counts: ReturnType<typeof countsFrom>, seconds: number }>} */
const summary = [];
const wanted = (/** @type {string} */ id) => !only || only.has(id);
const stepById = (/** @type {string} */ id) => {
  const step = steps.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`no test step ${id}`);
  return step;
};

/**
 * @param {typeof steps[number]} step
 * @param {boolean} buffered Write the output to a file and print it when the step ends.
 */
async function runStep(step, buffered) {
  const started = Date.now();
  const log = path.join(RESULTS, `${step.id}.log`);
  const output = buffered ? openSync(log, 'w') : null;
  if (!buffered) console.log(`\n=== ${step.title} ===\n`);
  /** @type {import('node:child_process').StdioOptions} */
  const stdio = output === null ? 'inherit' : ['ignore', output, output];
  if (step.before) await step.before();
  const code = await run(step.command, step.args, { env: { ...process.env, ...step.env }, stdio });
  if (output !== null) {
    closeSync(output);
    console.log(`\n=== ${step.title} ===\n`);
    process.stdout.write(readFileSync(log));
  }
  const counts = step.report ? countsFrom(step.report.file, step.report.kind) : null;
  summary.push({ step, code, counts, seconds: (Date.now() - started) / 1000 });
}

for (const id of FIRST.filter(wanted)) await runStep(stepById(id), false);
const laneIds = LANES.map((lane) => lane.filter(wanted)).filter((lane) => lane.length > 0);
await Promise.all(
  laneIds.map(async (lane, index) => {
    // The last lane streams; any other lane is buffered whenever more than one lane runs.
    const buffered = laneIds.length > 1 && index < laneIds.length - 1;
    for (const id of lane) await runStep(stepById(id), buffered);
  }),
);
summary.sort((a, b) => steps.indexOf(a.step) - steps.indexOf(b.step));

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
