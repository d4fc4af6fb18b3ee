import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

/**
 * The one place that says how production starts the API: the `start:production` script of the root
 * package.json. `npm start`, the container's CMD and the end-to-end server all run exactly this.
 * The `exec` prefix only matters when npm runs it through a shell (signals reach node, not sh).
 * @returns {{ file: string, args: string[] }}
 */
export function productionCommand() {
  /** @type {{ scripts?: Record<string, string> }} */
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const script = manifest.scripts?.['start:production'];
  if (!script) throw new Error('package.json has no "start:production" script: it says how production starts the API.');
  const [file, ...args] = script.replace(/^exec\s+/, '').trim().split(/\s+/);
  if (file !== 'node') throw new Error(`"start:production" must run node, got "${script}".`);
  return { file: process.execPath, args: args.map((arg) => (arg.startsWith('-') ? arg : path.resolve(ROOT, arg))) };
}
