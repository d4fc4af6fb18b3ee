import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './paths.mjs';

/** Must match the host's `paths.login.path`; checked by the e2e spec e2e/tests/shell/signInPrerender.spec.ts. */
const SIGN_IN_PATH = '/admin/login';
const PRERENDER_ATTRIBUTE = 'data-prerendered';

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
  return result.stdout;
}

/** @param {string} file */
const url = (file) => `/${file}`;

/**
 * The head additions: the sign-in page's stylesheets (so the prerendered form is styled before any
 * script), preload links for the async boundary's chunks (every route needs them), and, on the
 * sign-in URL only, preloads of the login route's chunks. Another URL hides the prerendered form.
 * @param {{ bootstrap: string[], login: string[] }} routes
 */
function headTags(routes) {
  const bootstrapJs = routes.bootstrap.filter((file) => file.endsWith('.js'));
  const loginJs = routes.login.filter((file) => file.endsWith('.js') && !bootstrapJs.includes(file));
  const css = [...new Set([...routes.bootstrap, ...routes.login].filter((file) => file.endsWith('.css')))];
  return [
    // data-href: mini-css-extract recognises the link as the chunk's own and does not add a second one.
    ...css.map((file) => `<link rel="stylesheet" href="${url(file)}" data-href="${file}" />`),
    // Low priority: the prerendered page paints from HTML and CSS; the scripts must not delay them.
    ...bootstrapJs.map((file) => `<link rel="preload" as="script" fetchpriority="low" href="${url(file)}" />`),
    `<style>html:not([data-route="sign-in"]) [${PRERENDER_ATTRIBUTE}] { display: none; }</style>`,
    `<script>(function () {
  if (location.pathname !== ${JSON.stringify(SIGN_IN_PATH)}) return;
  document.documentElement.setAttribute('data-route', 'sign-in');
  ${JSON.stringify(loginJs.map(url))}.forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.fetchPriority = 'low';
    link.href = href;
    document.head.appendChild(link);
  });
})();</script>`,
  ].join('');
}

/**
 * Writes index.html and the pre-compressed copies the server sends instead of it.
 * @param {string} dist
 * @param {string} html
 */
function writeIndex(dist, html) {
  const file = path.join(dist, 'index.html');
  writeFileSync(file, html);
  writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

/**
 * After the host's webpack build: puts the sign-in page's HTML into dist/index.html (painted before
 * any script runs; bootstrap renders the live page over it) and the preload links of its code,
 * taken from dist/route-chunks.json (written by webpack/routeChunksPlugin.js).
 * @param {string} dist The host's dist folder.
 */
export function prerenderSignIn(dist) {
  /** @type {{ bootstrap: string[], login: string[] }} */
  const routes = JSON.parse(readFileSync(path.join(dist, 'route-chunks.json'), 'utf8'));
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  // html-webpack-plugin minifies: attribute quotes may be gone.
  const emptyRoot = /<div id="?root"?><\/div>/;
  if (!emptyRoot.test(template) || !template.includes('</head>')) throw new Error('host index.html has no empty #root or no </head>');
  const markup = signInMarkup();
  const html = template
    .replace('</head>', () => `${headTags(routes)}</head>`)
    .replace(emptyRoot, () => `<div id="root"><div ${PRERENDER_ATTRIBUTE}="sign-in">${markup}</div></div>`);
  writeIndex(dist, html);
}
