import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './paths.mjs';

/** Where the host's page build (`pages` in host/webpack.config.js) writes the sign-in page. */
export const SIGN_IN_PAGE_DIR = 'sign-in';
const PRERENDER_ATTRIBUTE = 'data-prerendered';
// html-webpack-plugin minifies: attribute quotes may be gone.
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

/** The sign-in page rendered by React in Node (host/prerender/SignInPrerender.tsx). */
function signInMarkup() {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/lib/cssImportsAsEmpty.mjs', 'host/prerender/SignInPrerender.tsx'],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: 'tsconfig.base.json' } },
  );
  if (result.status !== 0 || !result.stdout.includes('login-form')) {
    throw new Error(`Prerendering the sign-in page failed:\n${result.stderr}`);
  }
  return result.stdout.trim();
}

/** @param {string} file */
const url = (file) => `/${file}`;

/**
 * Writes an HTML page and the pre-compressed copies the server sends instead of it.
 * @param {string} file
 * @param {string} html
 */
function writePage(file, html) {
  writeFileSync(file, html);
  writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

/**
 * @param {string} html
 * @param {string} what
 */
function assertTemplate(html, what) {
  if (!EMPTY_ROOT.test(html) || !html.includes('</head>')) throw new Error(`${what} has no empty #root or no </head>`);
}

/**
 * After the host's webpack build:
 * - index.html (the signed-in shell) gets preload links for the async boundary's chunks, shared
 *   libraries included, from dist/route-chunks.json (webpack/routeChunksPlugin.js): one wave of
 *   scripts instead of three. Low priority, so the stylesheets come first.
 * - sign-in/index.html gets the sign-in page's HTML inside #root, painted before any script runs
 *   (src/signIn.tsx hydrates it), and on its wrapper the shell's files, which the page prefetches
 *   once the visitor starts typing: signing in then opens the dashboard from the cache.
 * @param {string} dist The host's dist folder.
 */
export function prerenderSignIn(dist) {
  /** @type {{ bootstrap: string[] }} */
  const routes = JSON.parse(readFileSync(path.join(dist, 'route-chunks.json'), 'utf8'));
  const shellJs = routes.bootstrap.filter((file) => file.endsWith('.js'));

  const indexFile = path.join(dist, 'index.html');
  const index = readFileSync(indexFile, 'utf8');
  if (!index.includes('</head>')) throw new Error('host index.html has no </head>');
  const preloads = shellJs.map((file) => `<link rel="preload" as="script" fetchpriority="low" href="${url(file)}" />`).join('');
  writePage(indexFile, index.replace('</head>', () => `${preloads}</head>`));

  const signInFile = path.join(dist, SIGN_IN_PAGE_DIR, 'index.html');
  const signIn = readFileSync(signInFile, 'utf8');
  assertTemplate(signIn, 'sign-in/index.html');
  const shellFiles = ['main.js', 'main.css', ...routes.bootstrap].filter((file) => existsSync(path.join(dist, file))).map(url).join(' ');
  const wrapper = `<div ${PRERENDER_ATTRIBUTE}="sign-in" data-shell-files="${shellFiles}">${signInMarkup()}</div>`;
  writePage(signInFile, signIn.replace(EMPTY_ROOT, () => `<div id="root">${wrapper}</div>`));
}
