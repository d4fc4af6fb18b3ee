import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startTestApp, type TestApp } from '../support/testApp';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const REDOCLY_BIN = path.join(REPO_ROOT, 'node_modules', '.bin', 'redocly');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>;
}

let testApp: TestApp;
let folder: string;

beforeAll(async () => {
  testApp = await startTestApp();
  folder = mkdtempSync(path.join(os.tmpdir(), 'nail-openapi-lint-'));
});

afterAll(async () => {
  await testApp.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the OpenAPI document under redocly’s recommended rules', () => {
  it('has no errors and no warnings', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: testApp.authHeader });
    expect(response.statusCode).toBe(200);
    const file = path.join(folder, 'openapi.json');
    writeFileSync(file, response.body);

    // Exit code 1 on problems: the JSON report is read either way.
    const { stdout } = await promisify(execFile)(REDOCLY_BIN, ['lint', '--config', path.join(REPO_ROOT, 'redocly.yaml'), '--format=json', file], {
      cwd: REPO_ROOT,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: unknown) => {
      if (error instanceof Error && 'stdout' in error && typeof error.stdout === 'string' && error.stdout.startsWith('{')) return { stdout: error.stdout };
      throw error;
    });
    const report = JSON.parse(stdout) as LintReport;
    // Listed one per line, so a failure says which operation breaks which rule.
    expect(report.problems.map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});
