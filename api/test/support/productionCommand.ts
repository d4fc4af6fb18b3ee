import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** Runs one of the build scripts' own functions in a child Node process (jest loads tests as CommonJS, the scripts are ES modules). */
export function askBuildScripts(module: string, expression: string): unknown {
  const url = pathToFileURL(path.join(REPO_ROOT, 'scripts', 'lib', module)).href;
  const script = `import * as scripts from ${JSON.stringify(url)}; process.stdout.write(JSON.stringify(await ${expression}) ?? 'null');`;
  // The scripts print progress on stdout; only the last line is the answer.
  const printed = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO_ROOT, encoding: 'utf8' });
  return JSON.parse(printed.slice(printed.lastIndexOf('\n') + 1));
}

/** How production starts the API (`start:production`), exactly as `npm start` reads it. */
export function productionCommand(): { file: string; args: string[] } {
  return askBuildScripts('productionCommand.mjs', 'scripts.productionCommand()') as { file: string; args: string[] };
}
