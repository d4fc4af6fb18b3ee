/**
 * webpack-dev-server options shared by all apps: hot reload, SPA fallback, the API proxied on the
 * same origin (so the shared http client's relative `/api/v1` works), and for the host a dev
 * `/remotes.json` pointing at the remotes' dev servers.
 */
const fs = require('node:fs');
const { REMOTE_NAMES, devPortOf } = require('./devPorts');

const DEFAULT_API_URL = 'http://127.0.0.1:8080';

/**
 * The runtime config the host fetches at boot: each remote's dev server on the page's own hostname,
 * except the remotes that `REMOTES_CONFIG` (a JSON file, re-read on every request like the API does)
 * names. Its `$previous` key is the rollback history of `remote set`, not a remote.
 * @param {string} hostname
 * @returns {Record<string, string>}
 */
function devRemotesConfig(hostname) {
  const devServers = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://${hostname}:${devPortOf(name)}/mf-manifest.json`]));
  const configFile = process.env.REMOTES_CONFIG;
  if (!configFile) return devServers;
  const { $previous: _history, ...named } = JSON.parse(fs.readFileSync(configFile, 'utf8'));
  return { ...devServers, ...named };
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function remotesConfigMiddleware(req, res) {
  try {
    const hostname = (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(devRemotesConfig(hostname)));
  } catch (error) {
    res.statusCode = 500;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ message: `remotes.json could not be read: ${error instanceof Error ? error.message : String(error)}` }));
  }
}

/** The URL each host page answers, by its folder (`pages` of createAppConfig); the API does the same. */
const PAGE_URLS = { 'sign-in': '/admin/login' };

/**
 * @param {string[]} pageFolders
 * @returns {{ from: RegExp, to: string }[]}
 */
function pageRewrites(pageFolders) {
  return pageFolders.map((folder) => {
    const pageUrl = /** @type {Record<string, string>} */ (PAGE_URLS)[folder];
    if (!pageUrl) throw new Error(`No URL is known for the host page "${folder}" (webpack/devServer.js PAGE_URLS)`);
    return { from: new RegExp(`^${pageUrl}(?:[?#]|$)`), to: `/${folder}/index.html` };
  });
}

/**
 * @param {{ kind: 'host' | 'remote', devPort: number, pageFolders?: string[] }} options
 * @returns {import('webpack-dev-server').Configuration}
 */
function createDevServer({ kind, devPort, pageFolders = [] }) {
  const apiUrl = process.env.API_URL || DEFAULT_API_URL;
  return {
    port: devPort,
    host: process.env.DEV_HOST || 'localhost',
    // Remotes live-reload instead of HMR: inside the host page only their remoteEntry runs, whose
    // runtime has no hot-update handler (`webpackHotUpdate<name> is not a function`). The host keeps HMR.
    hot: kind === 'host',
    liveReload: true,
    // Deep links get index.html; a page built on its own (the sign-in page) gets its own HTML.
    historyApiFallback: pageFolders.length > 0 ? { rewrites: pageRewrites(pageFolders) } : true,
    // Remotes are fetched cross-origin by the host page (manifest, remoteEntry, chunks).
    headers: kind === 'remote' ? { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' } : {},
    proxy: [{ context: ['/api', '/uploads'], target: apiUrl, changeOrigin: true }],
    client: { overlay: { errors: true, warnings: false } },
    setupMiddlewares:
      kind === 'host'
        ? /** @param {import('webpack-dev-server').Middleware[]} middlewares */ (middlewares) => {
            middlewares.unshift({ name: 'dev-remotes-config', path: '/remotes.json', middleware: remotesConfigMiddleware });
            return middlewares;
          }
        : undefined,
  };
}

module.exports = { createDevServer, devRemotesConfig, DEFAULT_API_URL };
