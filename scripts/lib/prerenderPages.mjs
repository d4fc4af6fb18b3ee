import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './paths.mjs';

/** Where the host's page build (`pages` in host/webpack.config.js) writes the sign-in page. */
export const SIGN_IN_PAGE_DIR = 'sign-in';
/** The app's index.html with the dashboard drawn inside: the server sends it for `/` only (api/src/features/site/hostPages.ts). */
export const DASHBOARD_PAGE = 'dashboard.html';
/** The same for a salon with a setup step left, the checklist's frame drawn in (hostPages.ts picks it). */
export const FIRST_DAY_DASHBOARD_PAGE = 'dashboard-first-day.html';
/** The wrapper's mark of that variant: host/src/features/dashboard/paintedDashboard.ts reads it. */
const PAINTED_AS_FIRST_DAY = 'data-painted-as="first-day"';
const PRERENDER_ATTRIBUTE = 'data-prerendered';
// html-webpack-plugin minifies: attribute quotes may be gone.
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

/**
 * Runs a prerender script of the host in Node (stylesheet imports load as empty modules) and
 * returns what it printed, a JSON object.
 * @param {string} script
 * @param {(output: string) => boolean} looksRight
 */
function runPrerender(script, looksRight) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--import', './scripts/lib/cssImportsAsEmpty.mjs', script], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: 'tsconfig.base.json' },
  });
  if (result.status !== 0 || !looksRight(result.stdout)) throw new Error(`Prerendering failed (${script}):\n${result.stderr}`);
  return JSON.parse(result.stdout);
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
 * The files of each named chunk group of the host's first load (webpack/routeChunksPlugin.js).
 * @typedef {{ 'first-page': string[], bootstrap: string[], shell: string[], dashboard: string[] }} AppRoutes
 */

/**
 * @param {string} html
 * @param {string} what
 */
function assertTemplate(html, what) {
  if (!EMPTY_ROOT.test(html) || !html.includes('</head>')) throw new Error(`${what} has no empty #root or no </head>`);
}

/**
 * @param {string} file
 * @returns {{ as: 'script' | 'style', href: string }}
 */
const preloadOf = (file) => ({ as: file.endsWith('.css') ? 'style' : 'script', href: url(file) });

/**
 * The preload links of the signed-in app: the first page's early start (its calls, its section:
 * src/app/startFirstPage.ts, first, since the page's calls wait for it), the async boundary's and
 * the shell's files on every URL, the dashboard's on `/` only (added by a head script). Low
 * priority, so the stylesheets come first; a stylesheet is only preloaded, the app's own link
 * applies it when its chunk runs.
 * @param {AppRoutes} routes
 */
function appPreloads(routes) {
  const appFiles = [...routes.bootstrap, ...routes.shell];
  // The early start's own chunk ahead of the libraries it shares with the app (they are all asked for
  // at once, but over HTTP/1.1 six at a time, in this order).
  const earlyStart = routes['first-page'].filter((file) => !appFiles.includes(file));
  const everywhere = [...new Set([...earlyStart, ...routes['first-page'], ...appFiles])];
  const dashboardOnly = routes.dashboard.filter((file) => !everywhere.includes(file));
  /** @param {{ as: string, href: string }} preload */
  const link = ({ as, href }) => `<link rel="preload" as="${as}" fetchpriority="low" href="${href}" />`;
  return [
    ...everywhere.map((file) => link(preloadOf(file))),
    `<script>(function () {
  if (location.pathname !== '/') return;
  ${JSON.stringify(dashboardOnly.map(preloadOf))}.forEach(function (file) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = file.as;
    link.fetchPriority = 'low';
    link.href = file.href;
    document.head.appendChild(link);
  });
})();</script>`,
  ].join('');
}

/**
 * After the host's webpack build:
 * - index.html (the signed-in app) gets preload links for its first load's code, shared libraries
 *   included, from dist/route-chunks.json (webpack/routeChunksPlugin.js): one wave of scripts
 *   instead of four (entry, boundary, shell, page).
 * - dashboard.html is index.html with the dashboard drawn inside #root, for `/` (writeDashboardPage).
 * - sign-in/index.html gets the sign-in page's HTML inside #root, painted before any script runs
 *   (src/signIn.tsx hydrates it), followed by the inline script that holds a submission made before
 *   hydration (allowed by the CSP through its hash, api/src/features/site/pageSources.ts), and on its wrapper the signed-in app's files, which the page
 *   prefetches once the visitor starts typing: signing in then opens the dashboard from the cache.
 * @param {string} dist The host's dist folder.
 */
export function prerenderPages(dist) {
  /** @type {AppRoutes} */
  const routes = JSON.parse(readFileSync(path.join(dist, 'route-chunks.json'), 'utf8'));

  const indexFile = path.join(dist, 'index.html');
  const template = readFileSync(indexFile, 'utf8');
  if (!template.includes('</head>')) throw new Error('host index.html has no </head>');
  const index = template.replace('</head>', () => `${appPreloads(routes)}</head>`);
  writePage(indexFile, index);
  // The signed-in app's first load, shared libraries included: the early start's, the boundary's, the shell's and the dashboard's.
  const firstLoad = [...new Set([...routes['first-page'], ...routes.bootstrap, ...routes.shell, ...routes.dashboard])];

  const signInFile = path.join(dist, SIGN_IN_PAGE_DIR, 'index.html');
  const signIn = readFileSync(signInFile, 'utf8');
  assertTemplate(signIn, 'sign-in/index.html');
  const shellFiles = ['main.js', 'main.css', ...firstLoad].filter((file) => existsSync(path.join(dist, file))).map(url).join(' ');
  /** @type {{ markup: string, earlySubmitCapture: string }} */
  const { markup, earlySubmitCapture } = runPrerender(
    'host/prerender/SignInPrerender.tsx',
    (output) => output.includes('login-form') && output.includes('earlySubmitCapture'),
  );
  const wrapper = `<div ${PRERENDER_ATTRIBUTE}="sign-in" data-shell-files="${shellFiles}">${markup}</div>`;
  // Right after the form, outside the hydrated wrapper: it runs before the form can be used (the
  // page is not painted until its stylesheets have arrived, and parsing reaches it first).
  const capture = `<script>${earlySubmitCapture}</script>`;
  writePage(signInFile, signIn.replace(EMPTY_ROOT, () => `<div id="root">${wrapper}${capture}</div>`));

  writeDashboardPage(dist, index, firstLoad);
}

/**
 * The signed-in app's page for `/`, with the dashboard drawn inside #root: the shell and the page's
 * frames and headings paint from HTML and CSS, before the app's code has arrived, and
 * `src/bootstrap.tsx` hydrates them.
 * - The wrapper is `aria-busy` until then, and a head script holds a click made meanwhile, which
 *   the app makes again once hydrated (host/src/app/earlyClicks.ts).
 * - A visitor without a token must not see a dashboard: a head script marks the page (as
 *   `readStoredToken` would find it), the entry's stylesheet hides the wrapper on that mark, and
 *   the app sends them to sign in as on any other address.
 * - The stylesheets of the shell and the page are linked in the head, render-blocking: the frame
 *   is drawn with them (the chunks' own loader finds the links there and adds no second one).
 * @param {string} dist
 * @param {string} index index.html as written above.
 * @param {string[]} firstLoad The files of the signed-in app's first load.
 */
function writeDashboardPage(dist, index, firstLoad) {
  assertTemplate(index, 'index.html');
  /** @type {{ markup: string, firstDayMarkup: string, earlyClickCapture: string }} */
  const { markup, firstDayMarkup, earlyClickCapture } = runPrerender(
    'host/prerender/DashboardPrerender.tsx',
    (output) => output.includes('layout-wrapper') && output.includes('dashboard-setup') && output.includes('earlyClickCapture'),
  );
  const signedOutMark = `(function () {
  var token = null;
  try { token = localStorage.getItem('token'); } catch (error) {}
  if (token === null) document.documentElement.setAttribute('data-signed-out', '');
})();`;
  const stylesheets = firstLoad
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link rel="stylesheet" href="${url(file)}" />`)
    .join('');
  const head = index.replace('</head>', () => `${stylesheets}<script>${signedOutMark}${earlyClickCapture}</script></head>`);
  /** @param {string} attributes @param {string} drawn */
  const pageWith = (attributes, drawn) => head.replace(EMPTY_ROOT, () => `<div id="root"><div ${PRERENDER_ATTRIBUTE}="dashboard"${attributes} aria-busy="true">${drawn}</div></div>`);
  writePage(path.join(dist, DASHBOARD_PAGE), pageWith('', markup));
  writePage(path.join(dist, FIRST_DAY_DASHBOARD_PAGE), pageWith(` ${PAINTED_AS_FIRST_DAY}`, firstDayMarkup));
}
