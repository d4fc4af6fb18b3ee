import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

/**
 * The slowest test files of one run, read from the runners' JSON reports, so the suite's cost stays
 * visible as features add to it (`npm test` prints them after its summary). Files, not single tests:
 * a file's set-up (a server, a browser, a database) is where the time goes, and it is what a person
 * would split or share.
 */

/** @typedef {{ file: string, seconds: number, tests: number, runner: string }} FileTiming */
/** @typedef {{ specs?: Array<{ file: string, tests: Array<{ results: Array<{ duration: number }> }> }>, suites?: PlaywrightSuite[] }} PlaywrightSuite */

/**
 * @param {string} report
 * @param {string} runner
 * @returns {FileTiming[]}
 */
function jestFiles(report, runner) {
  if (!existsSync(report)) return [];
  const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
  return testResults.map((/** @type {{ name: string, startTime: number, endTime: number, assertionResults: unknown[] }} */ result) => ({
    file: path.relative(ROOT, result.name),
    seconds: (result.endTime - result.startTime) / 1000,
    tests: result.assertionResults.length,
    runner,
  }));
}

/**
 * Playwright nests suites by file and `describe`; a file's time is the sum of its tests' attempts.
 * @param {string} report
 * @returns {FileTiming[]}
 */
function playwrightFiles(report) {
  if (!existsSync(report)) return [];
  /** @type {Map<string, FileTiming>} */
  const byFile = new Map();
  /** @param {PlaywrightSuite} suite */
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const file = path.join('e2e', 'tests', spec.file);
      const timing = byFile.get(file) ?? { file, seconds: 0, tests: 0, runner: 'e2e' };
      for (const test of spec.tests) {
        timing.tests += 1;
        for (const result of test.results) timing.seconds += result.duration / 1000;
      }
      byFile.set(file, timing);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  /** @type {{ suites: PlaywrightSuite[] }} */
  const { suites } = JSON.parse(readFileSync(report, 'utf8'));
  for (const suite of suites) visit(suite);
  return [...byFile.values()];
}

/**
 * Prints the `count` slowest test files of the reports that exist.
 * @param {{ jest: string, postgres: string, s3: string, e2e: string }} reports
 * @param {number} [count]
 */
export function printSlowestTestFiles(reports, count = 10) {
  const files = [...jestFiles(reports.jest, 'jest'), ...jestFiles(reports.postgres, 'postgres'), ...jestFiles(reports.s3, 's3'), ...jestFiles(reports.s3, 's3'), ...playwrightFiles(reports.e2e)];
  if (files.length === 0) return;
  files.sort((a, b) => b.seconds - a.seconds);
  console.log(`\n=== The ${Math.min(count, files.length)} slowest test files ===`);
  for (const { file, seconds, tests, runner } of files.slice(0, count)) {
    console.log(`${seconds.toFixed(1).padStart(7)} s  ${runner.padEnd(8)} ${String(tests).padStart(3)} tests  ${file}`);
  }
}
