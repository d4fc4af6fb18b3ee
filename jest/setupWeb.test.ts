import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

// The check lives in an afterEach of the web project's set-up, so only a jest run of its own can
// show that it fails a test: the fixture swallows the fake's refusal and would otherwise pass.
it('fails a web test that made an undeclared HTTP call, naming its method and URL', () => {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '--config', path.join(ROOT, 'jest', 'fixtures', 'jest.config.js'), '--ci'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('The test made HTTP calls it did not declare');
  expect(run.stderr).toContain('GET /employees?q=mia');
  expect(run.stderr).toMatch(/Tests:\s+1 failed, 1 total/);
}, 120_000);
