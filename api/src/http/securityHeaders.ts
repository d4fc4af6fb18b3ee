import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What one HTML page may load besides its own origin: the remotes' origins, and its inline scripts. */
export interface PageSources {
  remoteOrigins: string[];
  /** `'sha256-…'` of every inline <script> in the page (the theme bootstrap in index.html). */
  inlineScriptHashes: string[];
}

export type PageSourcesProvider = (request: FastifyRequest) => Promise<PageSources>;

const NO_EXTRA_SOURCES: PageSources = { remoteOrigins: [], inlineScriptHashes: [] };

/**
 * Helmet's headers on every answer (nosniff, Referrer-Policy, frame and opener policies) and a
 * Content-Security-Policy the built app runs under:
 * - scripts from this origin, the remotes' origins and the page's own inline scripts by hash;
 * - styles from the same places plus 'unsafe-inline': PrimeReact injects <style> elements at run
 *   time (its component styles and the overlays' positions) and has no nonce here;
 * - images and fonts also from data: and blob: (PrimeIcons, previews of a chosen picture);
 * - fetches to this origin (the API in one-URL mode) and the remotes' origins (their manifests);
 * - never framed, no plugins, no <base> or form posts elsewhere.
 * API answers also get `Cache-Control: no-store`: the sign-in answer carries the token.
 */
export async function registerSecurityHeaders(app: FastifyInstance, pageSources: PageSourcesProvider | null): Promise<void> {
  const sourcesOf = new WeakMap<ServerResponse, PageSources>();
  if (pageSources) {
    // Runs before helmet's own hook (registered below), which reads what this one found.
    app.addHook('onRequest', async (request, reply) => {
      if ((request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)) sourcesOf.set(reply.raw, await pageSources(request));
    });
  }
  const extra =
    (pick: (sources: PageSources) => string[]) =>
    (_request: IncomingMessage, response: ServerResponse): string =>
      pick(sourcesOf.get(response) ?? NO_EXTRA_SOURCES).join(' ');
  const remotes = extra((sources) => sources.remoteOrigins);
  const scripts = extra((sources) => [...sources.remoteOrigins, ...sources.inlineScriptHashes]);

  // Built once: the Fastify plugin builds helmet's middleware anew for every request, which was a
  // tenth of an authenticated API call's server time (docs/performance.md). The directives that
  // depend on the page are functions, evaluated per response as before.
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", scripts],
        styleSrc: ["'self'", "'unsafe-inline'", remotes],
        imgSrc: ["'self'", 'data:', 'blob:', remotes],
        fontSrc: ["'self'", 'data:', remotes],
        connectSrc: ["'self'", remotes],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Remotes are loaded cross-origin by design; the routes that must stay private set their own.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // After the hook above (hooks run in order), which finds the page's sources.
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });

  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });
}

/** `/api/…` in any letter case: a wrong-case API path is still an API answer, never a page. */
export function isApiPath(url: string): boolean {
  return /^\/api(\/|$|\?)/i.test(url);
}
