import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './paths';

/**
 * The build scripts' own answers (scripts/lib/buildStatus.mjs), asked in a child Node process: the
 * test runner loads e2e code as CommonJS and cannot import those ES modules. One implementation of
 * "what is an app's input" for `npm run build`, the stale-build check and the alternate builds.
 */
function askBuildStatus(expression: string): unknown {
  const module = pathToFileURL(path.join(REPO_ROOT, 'scripts', 'lib', 'buildStatus.mjs')).href;
  const script = `import * as status from ${JSON.stringify(module)}; process.stdout.write(JSON.stringify(${expression}));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

/** Names of the apps whose build is missing or older than their inputs. */
export function staleApps(): string[] {
  return askBuildStatus('status.staleApps()') as string[];
}

/** The content hash of an app folder's build inputs. */
export function appInputsFingerprint(appDir: string): string {
  return askBuildStatus(`status.appInputsFingerprint(${JSON.stringify(appDir)})`) as string;
}
