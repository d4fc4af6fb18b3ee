/**
 * The architecture rules of docs/architecture.md as an ESLint plugin. Each import is resolved to a
 * file path and both ends are classified by where they live, so a relative `../../` import cannot
 * slip past a rule that a package-name pattern would miss.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resourceWrites } from './resourceWrites.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARED_PACKAGE = '@nail-or-never/shared';
/**
 * The package's public entries, read from its `exports` (the one list of them); anything deeper is
 * an import of its source by path.
 */
const SHARED_ENTRIES = new Set(
  Object.keys(JSON.parse(readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')).exports).map(
    (entry) => `${SHARED_PACKAGE}${entry.slice(1)}`,
  ),
);
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.d.ts'];

/** `{ app, src }` for a file in an app's `src/` ('host', 'remote:<name>', 'shared'), or the top folder. */
export function classify(file) {
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  const remote = /^remotes\/([^/]+)\/(.*)$/.exec(relative);
  if (remote) return { app: `remote:${remote[1]}`, inSrc: remote[2].startsWith('src/'), srcPath: remote[2].replace(/^src\//, '') };
  const top = relative.split('/')[0] ?? '';
  const rest = relative.slice(top.length + 1);
  return { app: top, inSrc: rest.startsWith('src/'), srcPath: rest.replace(/^src\//, '') };
}

/** `features/<name>` or `app` for a path inside an app's `src/`. */
function layerOf(srcPath) {
  const feature = /^features\/([^/]+)\//.exec(srcPath);
  if (feature) return { kind: 'feature', name: feature[1] };
  if (srcPath.startsWith('app/')) return { kind: 'app' };
  return { kind: 'other' };
}

/** The file a relative specifier points at, or null for packages and unresolvable paths. */
export function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  // `./x.mjs` written for a `.mts`-style pair, or `./x.js` for a `.ts` source.
  candidates.push(base.replace(/\.(m?js)$/, '.ts'), base.replace(/\.(m?js)$/, '.tsx'));
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? base;
}

/** What is wrong with importing `specifier` from `fromFile`, or null. */
export function boundaryViolation(fromFile, specifier) {
  const from = classify(fromFile);
  if (specifier.startsWith(`${SHARED_PACKAGE}/`) && !SHARED_ENTRIES.has(specifier)) {
    return `import the package entry (${[...SHARED_ENTRIES].join(', ')}), not "${specifier}": a deep import bundles a second copy of shared`;
  }
  const target = resolveRelative(fromFile, specifier);
  if (!target) return null;
  const to = classify(target);
  if (to.app === 'shared' && from.app !== 'shared') {
    return `"${specifier}" imports shared's source by path; import ${SHARED_PACKAGE} (one federated instance)`;
  }
  if (to.app.startsWith('remote:') && from.app !== to.app) {
    return from.app.startsWith('remote:')
      ? `a remote never imports another remote ("${specifier}" is in ${to.app.slice(7)})`
      : `nothing outside a remote imports its source ("${specifier}" is in ${to.app.slice(7)}); load it through federation`;
  }
  if (to.app === 'host' && from.app !== 'host') return `only the host imports the host's source ("${specifier}")`;
  if (from.app === to.app && from.inSrc && to.inSrc) {
    const fromLayer = layerOf(from.srcPath);
    const toLayer = layerOf(to.srcPath);
    if (fromLayer.kind === 'feature' && toLayer.kind === 'app') return `features never import app/ ("${specifier}"): pass what they need in, or move it to shared`;
    if (fromLayer.kind === 'feature' && toLayer.kind === 'feature' && toLayer.name !== fromLayer.name) {
      return `feature "${fromLayer.name}" imports feature "${toLayer.name}" ("${specifier}"): features are independent; move the common part to shared`;
    }
  }
  return null;
}

/** Every module specifier a node imports or re-exports, static or dynamic. */
function specifierOf(node) {
  const source = node.source;
  return source && source.type === 'Literal' && typeof source.value === 'string' ? source.value : null;
}

const SPECIFIER_PATTERN = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;
const importsCache = new Map();

/** The files a file imports by relative path at run time (`import type` vanishes when compiled, so it cannot make an evaluation-order cycle). */
function importsOf(file) {
  let imports = importsCache.get(file);
  if (imports) return imports;
  imports = [];
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  for (const match of text.matchAll(SPECIFIER_PATTERN)) {
    if (/^(?:import|export)\s+type\s/.test(match[0])) continue;
    const specifier = match[1] ?? match[2] ?? match[3];
    const target = specifier ? resolveRelative(file, specifier) : null;
    if (target && existsSync(target)) imports.push(target);
  }
  importsCache.set(file, imports);
  return imports;
}

/** A path of imports from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, trail] = stack.pop();
    if (file === goal) return trail;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOf(file)) stack.push([next, [...trail, next]]);
  }
  return null;
}

function checkEachImport(context, check) {
  const visit = (node) => {
    const specifier = specifierOf(node);
    if (specifier) check(node, specifier);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
}

const boundaries = {
  meta: { type: 'problem', docs: { description: 'the dependency rules of docs/architecture.md' }, schema: [] },
  create(context) {
    return checkEachImport(context, (node, specifier) => {
      const message = boundaryViolation(context.filename, specifier);
      if (message) context.report({ node: node.source, message });
    });
  },
};

const noCycle = {
  meta: { type: 'problem', docs: { description: 'no import cycles between files' }, schema: [] },
  create(context) {
    const file = context.filename;
    return checkEachImport(context, (node, specifier) => {
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const target = resolveRelative(file, specifier);
      if (!target || !existsSync(target)) return;
      const cycle = pathBack(target, file);
      if (cycle) {
        const names = [file, ...cycle].map((step) => path.relative(ROOT, step));
        context.report({ node: node.source, message: `import cycle: ${names.join(' -> ')}` });
      }
    });
  },
};

/** @type {import('eslint').ESLint.Plugin} */
export const architecture = { meta: { name: 'architecture' }, rules: { boundaries, 'no-cycle': noCycle, 'resource-writes': resourceWrites } };
