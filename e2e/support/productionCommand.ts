import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './paths';

export interface Command {
  file: string;
  args: string[];
}

/**
 * How production starts the API (`start:production` in package.json), as the start script reads it:
 * asked in a child Node process because the test runner cannot import the scripts' ES modules. The
 * end-to-end server runs this very command, so the tests drive the compiled server production runs.
 */
export function productionCommand(): Command {
  const module = pathToFileURL(path.join(REPO_ROOT, 'scripts', 'lib', 'productionCommand.mjs')).href;
  const script = `import { productionCommand } from ${JSON.stringify(module)}; process.stdout.write(JSON.stringify(productionCommand()));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as Command;
}
