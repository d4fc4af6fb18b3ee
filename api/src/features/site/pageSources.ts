import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { StaticSiteConfig } from '../../config';
import type { PageSources, PageSourcesProvider } from '../../http/securityHeaders';
import { readRemotesConfigFile, RemotesConfigError } from './remotesConfig';

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` sources for every inline <script> of `html` (those without a src attribute). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes) || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** Origins of the absolute remote URLs; relative ones are this origin already. */
export function originsOf(urls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      const { origin, protocol } = new URL(url);
      if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
    } catch {
      // A relative URL: served from this origin.
    }
  }
  return [...origins];
}

/** Pages are the host's index.html: anything without a file extension, or asked for as HTML. */
function mayBePage(request: FastifyRequest): boolean {
  const lastSegment = (request.url.split('?')[0] ?? '').split('/').pop() ?? '';
  return !lastSegment.includes('.') || lastSegment.endsWith('.html') || (request.headers.accept ?? '').includes('text/html');
}

/**
 * What the CSP of a page must allow in one-URL mode: read per request, like remotes.json, so a new
 * build or a changed REMOTES_CONFIG needs no restart (the index hashes are cached per file version).
 */
export function sitePageSources(site: StaticSiteConfig): PageSourcesProvider {
  const indexFile = path.join(path.resolve(site.hostDir), 'index.html');
  let cached: { mtimeMs: number; hashes: string[] } | null = null;
  const indexHashes = (): string[] => {
    try {
      const { mtimeMs } = statSync(indexFile);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, hashes: inlineScriptHashes(readFileSync(indexFile, 'utf8')) };
      return cached.hashes;
    } catch {
      return [];
    }
  };
  const remoteOrigins = async (): Promise<string[]> => {
    if (!site.remotesConfigFile) return [];
    try {
      return originsOf(Object.values(await readRemotesConfigFile(site.remotesConfigFile)));
    } catch (error) {
      // remotes.json reports a broken file; the page's policy just gains nothing from it.
      if (error instanceof RemotesConfigError) return [];
      throw error;
    }
  };
  return async (request): Promise<PageSources> =>
    mayBePage(request) ? { remoteOrigins: await remoteOrigins(), inlineScriptHashes: indexHashes() } : { remoteOrigins: [], inlineScriptHashes: [] };
}
