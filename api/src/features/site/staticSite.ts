import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaticSiteConfig } from '../../config';
import { cacheControlFor } from './cachePolicy';
import { FIRST_DAY_DASHBOARD_PAGE, HOST_PAGES } from './hostPages';
import { notBuiltPage } from './notBuiltPage';
import { defaultRemotesMap, readRemotesConfigFile, RemotesConfigError } from './remotesConfig';

/** Paths that belong to something other than the host app: a miss there is a 404, not index.html. */
const NOT_SPA_PREFIXES = ['/api/', '/remotes/', '/uploads/'];

/**
 * Build files that are for us, not for browsers: source maps (full sources and build paths), the
 * build fingerprint and the federation stats. Never served, even when a build left them in dist/.
 */
const PRIVATE_BUILD_FILE = /(\.map|\/\.build-fingerprint|\/mf-stats\.json)$|\/\./i;

function isPrivateBuildFile(file: string): boolean {
  return PRIVATE_BUILD_FILE.test(file.split(path.sep).join('/'));
}

/** The file a URL path names inside `root`, or null when it escapes `root` or is not a file. */
function fileInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!full.startsWith(root + path.sep)) return null;
  if (isPrivateBuildFile(full.slice(root.length))) return null;
  try {
    return statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}

/** A path without an extension, or a request for a page, is a client-side route of the host. */
function isSpaNavigation(request: FastifyRequest, urlPath: string): boolean {
  // Compared in lower case: `/API/V1/...` is a mistyped API call (a JSON 404), not a page.
  const lowerPath = urlPath.toLowerCase();
  if (NOT_SPA_PREFIXES.some((prefix) => lowerPath === prefix.slice(0, -1) || lowerPath.startsWith(prefix))) return false;
  const lastSegment = urlPath.split('/').pop() ?? '';
  return !lastSegment.includes('.') || (request.headers.accept ?? '').includes('text/html');
}

const pathOf = (request: FastifyRequest): string => request.url.split('?')[0] ?? '/';

/**
 * One-URL mode: the built host at `/` (with SPA fallback), each remote's build at `/remotes/<name>/`
 * (readable cross-origin, as remotes may be loaded from another host), and the runtime remotes
 * config at `/remotes.json`. Builds are looked up per request, so a build made after start is served
 * and a missing one answers 503 instead of stopping the API.
 */
export interface StaticSiteOptions extends StaticSiteConfig {
  /** Whether the salon cannot take a booking yet: `/` is then the first day's page (hostPages.ts). */
  isFirstDay?: () => Promise<boolean>;
}

export const staticSite: FastifyPluginAsync<StaticSiteOptions> = async (plainApp, site) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const hostDir = path.resolve(site.hostDir);
  const remoteDirs = new Map(Object.entries(site.remoteDirs).map(([name, dir]) => [name, path.resolve(dir)]));

  await app.register(fastifyStatic, {
    // Only `reply.sendFile` is used (ETag, ranges, content types); the routes below decide what to send.
    serve: false,
    root: hostDir,
    cacheControl: false,
    // The builds ship `.br` and `.gz` copies of text assets; send those to browsers that accept them.
    preCompressed: true,
    // A remote whose folder is missing is expected before a build: no start-up warning for it.
    suppressWarning: true,
    setHeaders(reply, filePath) {
      reply.header('cache-control', cacheControlFor(filePath));
      reply.header('x-content-type-options', 'nosniff');
    },
  });

  /**
   * `/` on the first day: the dashboard painted with the checklist's frame, when the build has it.
   * A failed read costs only that frame, not the page: the usual dashboard is sent instead.
   */
  const dashboardPage = async (usual: string): Promise<string> => {
    if (!site.isFirstDay || !existsSync(path.join(hostDir, FIRST_DAY_DASHBOARD_PAGE))) return usual;
    try {
      return (await site.isFirstDay()) ? FIRST_DAY_DASHBOARD_PAGE : usual;
    } catch (error) {
      app.log.warn({ err: error }, 'Could not read whether the salon is set up; sending the usual dashboard');
      return usual;
    }
  };

  /** The page for a URL: its own HTML for a separately built page (the sign-in page), else the app. */
  const sendHostPage = async (reply: FastifyReply, urlPath: string): Promise<FastifyReply> => {
    const own = HOST_PAGES[urlPath];
    const page = urlPath === '/' && own ? await dashboardPage(own) : (own ?? 'index.html');
    if (!existsSync(path.join(hostDir, page))) {
      app.log.warn(`No host build in ${hostDir} (${page} is missing): run npm run build`);
      return reply.status(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(notBuiltPage(hostDir));
    }
    return reply.sendFile(page, hostDir);
  };

  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const builtIn = defaultRemotesMap([...remoteDirs.keys()]);
    if (!site.remotesConfigFile) return builtIn;
    try {
      // The file names only what the operator moved elsewhere: one section can be deployed on its own
      // while every remote it does not name keeps the build this server ships.
      return { ...builtIn, ...(await readRemotesConfigFile(site.remotesConfigFile)) };
    } catch (error) {
      if (!(error instanceof RemotesConfigError)) throw error;
      request.log.error(error.message);
      return reply.status(500).send({ message: 'The remotes configuration on the server is broken. The server log says what to fix.' });
    }
  });

  app.get('/remotes/:name/*', { schema: { hide: true, params: z.object({ name: z.string(), '*': z.string() }) } }, async (request, reply) => {
    const { name } = request.params;
    const dir = remoteDirs.get(name);
    if (!dir) return reply.callNotFound();
    if (!existsSync(dir)) {
      return reply.status(503).header('cache-control', 'no-store').send({ message: `The "${name}" remote is not built yet. Run npm run build.` });
    }
    const file = fileInside(dir, pathOf(request).slice(`/remotes/${name}`.length));
    if (!file) return reply.callNotFound();
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return reply.sendFile(path.relative(dir, file), dir);
  });

  app.get('/', { schema: { hide: true } }, async (_request, reply) => sendHostPage(reply, '/'));

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = pathOf(request);
    const file = existsSync(hostDir) ? fileInside(hostDir, urlPath) : null;
    if (file) return reply.sendFile(path.relative(hostDir, file), hostDir);
    if (isSpaNavigation(request, urlPath)) return sendHostPage(reply, urlPath);
    return reply.callNotFound();
  });
};
