import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { StaticSiteConfig } from '../../config';
import type { PageSources, PageSourcesProvider } from '../../http/securityHeaders';
import { HOST_PAGE_FILES } from './hostPages';
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
 * build or a changed REMOTES_CONFIG needs no restart (the pages' hashes are cached per file version).
 */
export function sitePageSources(site: StaticSiteConfig): PageSourcesProvider {
  const hostDir = path.resolve(site.hostDir);
  const cached = new Map<string, { mtimeMs: number; hashes: string[] }>();
  const hashesOf = (file: string): string[] => {
    try {
      const { mtimeMs } = statSync(file);
      let entry = cached.get(file);
      if (entry?.mtimeMs !== mtimeMs) {
        entry = { mtimeMs, hashes: inlineScriptHashes(readFileSync(file, 'utf8')) };
        cached.set(file, entry);
      }
      return entry.hashes;
    } catch {
      return [];
    }
  };
  // One policy for every page: the union of their inline scripts (the same theme script today).
  const pageHashes = (): string[] => [...new Set(HOST_PAGE_FILES.flatMap((page) => hashesOf(path.join(hostDir, page))))];
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
    mayBePage(request) ? { remoteOrigins: await remoteOrigins(), inlineScriptHashes: pageHashes() } : { remoteOrigins: [], inlineScriptHashes: [] };
}
