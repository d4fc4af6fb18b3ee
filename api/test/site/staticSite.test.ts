import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { StaticSiteConfig } from '../../src/config';
import { cacheControlFor } from '../../src/features/site/cachePolicy';
import { startTestApp, type TestApp } from '../support/testApp';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A fake build tree: host with index.html and a hashed chunk, and the services remote. */
function writeBuilds(root: string): StaticSiteConfig {
  const hostDir = path.join(root, 'host');
  const servicesDir = path.join(root, 'services');
  mkdirSync(path.join(hostDir, 'assets'), { recursive: true });
  mkdirSync(servicesDir, { recursive: true });
  writeFileSync(path.join(hostDir, 'index.html'), '<!doctype html><title>host</title><div id="root"></div>');
  writeFileSync(path.join(hostDir, 'dashboard.html'), '<!doctype html><title>dashboard</title><script>var signedOut = 0;</script><div id="root"><h1>Dashboard</h1></div>');
  mkdirSync(path.join(hostDir, 'sign-in'));
  writeFileSync(path.join(hostDir, 'sign-in', 'index.html'), '<!doctype html><title>sign in</title><script>var signIn = 1;</script>');
  writeFileSync(path.join(hostDir, 'main.js'), 'console.log("main")');
  writeFileSync(path.join(hostDir, '412.0a1b2c3d4e.js'), 'console.log("chunk")');
  writeFileSync(path.join(hostDir, 'assets', 'logo.9f8e7d6c5b.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(servicesDir, 'mf-manifest.json'), '{"name":"services"}');
  writeFileSync(path.join(servicesDir, 'remoteEntry.js'), 'var services;');
  // The build ships pre-compressed copies beside the files (compression-webpack-plugin).
  const bigChunk = `console.log("${'salon '.repeat(500)}")`;
  writeFileSync(path.join(hostDir, '77.aa11bb22cc.js'), bigChunk);
  writeFileSync(path.join(hostDir, '77.aa11bb22cc.js.br'), brotliCompressSync(bigChunk));
  writeFileSync(path.join(hostDir, '77.aa11bb22cc.js.gz'), gzipSync(bigChunk));
  writeFileSync(path.join(servicesDir, '__federation_expose_Section.1234abcdef.js'), 'export {}');
  writeFileSync(path.join(root, 'secret.txt'), 'outside the build');
  return {
    hostDir,
    remoteDirs: { services: servicesDir, galleries: path.join(root, 'galleries-not-built') },
    remotesConfigFile: null,
  };
}

describe('one-URL mode: the built apps and remotes.json', () => {
  let t: TestApp;
  let buildRoot: string;
  let site: StaticSiteConfig;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    buildRoot = mkdtempSync(path.join(os.tmpdir(), 'nail-site-'));
    site = writeBuilds(buildRoot);
    t = await startTestApp({ staticSite: site });
  });
  afterAll(async () => {
    await t.close();
    rmSync(buildRoot, { recursive: true, force: true });
  });

  it.each([['/'], ['/?new=1']])('serves the app with the dashboard drawn in it at %s, no-cache', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>dashboard</title>');
    expect(response.headers['content-security-policy']).toContain(`'sha256-${createHash('sha256').update('var signedOut = 0;').digest('base64')}'`);
  });

  it.each([['/admin/login'], ['/admin/login?redirectTo=%2Fadmin%2Fbooking']])('serves the sign-in page, a page of its own, for %s', async (url) => {
    const response = await get(url, { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>sign in</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    // Its inline script is allowed by the page policy, like index.html's would be.
    expect(response.headers['content-security-policy']).toContain(`'sha256-${createHash('sha256').update('var signIn = 1;').digest('base64')}'`);
  });

  // Only `/` may show a dashboard before the app's code has decided what the address shows.
  it.each([['/admin/login/extra'], ['/admin/parent-service/add'], ['/admin/gift-card?tab=1'], ['/admin'], ['/dashboard']])('falls back to index.html for the app route %s', async (url) => {
    const response = await get(url, { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>host</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves an entry file no-cache and a hashed chunk immutable', async () => {
    const entry = await get('/main.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['content-type']).toMatch(/javascript/);
    const chunk = await get('/412.0a1b2c3d4e.js');
    expect(chunk.body).toBe('console.log("chunk")');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/assets/logo.9f8e7d6c5b.svg')).headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends the pre-compressed copy a browser accepts, and the plain file to one that accepts none', async () => {
    const brotli = await t.app.inject({ method: 'GET', url: '/77.aa11bb22cc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('salon salon');
    const gzip = await get('/77.aa11bb22cc.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/77.aa11bb22cc.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('salon salon');
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const response = await get('/missing.0a1b2c3d4e.js');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('keeps /api misses as JSON 404s and never serves index.html there', async () => {
    const response = await get('/api/v1/nothing-here', { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Nothing is at GET /api/v1/nothing-here.' });
    expect((await get('/api/v1/health')).json()).toEqual({ data: { status: 'ok' } });
  });

  it('does not serve files outside the build folder', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/remotes/services/..%2f..%2fsecret.txt']) {
      const response = await get(url);
      expect(response.body).not.toContain('outside the build');
    }
  });

  it('serves remote files with CORS; manifest and entry no-cache, chunks immutable', async () => {
    const manifest = await get('/remotes/services/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'services' });
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/services/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    const chunk = await get('/remotes/services/__federation_expose_Section.1234abcdef.js');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a missing remote file with 404 and an unbuilt remote with 503', async () => {
    expect((await get('/remotes/services/nope.js', { accept: 'text/html' })).statusCode).toBe(404);
    expect((await get('/remotes/unknown/mf-manifest.json')).statusCode).toBe(404);
    const unbuilt = await get('/remotes/galleries/mf-manifest.json');
    expect(unbuilt.statusCode).toBe(503);
    expect(unbuilt.json().message).toMatch(/"galleries" remote is not built yet/);
  });

  it('serves the default remotes.json, never cached', async () => {
    const response = await get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ services: '/remotes/services/mf-manifest.json', galleries: '/remotes/galleries/mf-manifest.json' });
  });
});

describe('remotes.json from REMOTES_CONFIG', () => {
  let t: TestApp;
  let buildRoot: string;
  let configFile: string;

  beforeAll(async () => {
    buildRoot = mkdtempSync(path.join(os.tmpdir(), 'nail-site-'));
    configFile = path.join(buildRoot, 'remotes.json');
    t = await startTestApp({ staticSite: { ...writeBuilds(buildRoot), remotesConfigFile: configFile } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(buildRoot, { recursive: true, force: true });
  });

  it('serves the file and re-reads it on every request', async () => {
    writeFileSync(configFile, JSON.stringify({ services: 'https://cdn.example/services/v1/mf-manifest.json', galleries: '/remotes/galleries/mf-manifest.json' }));
    expect((await t.app.inject('/remotes.json')).json()).toEqual({ services: 'https://cdn.example/services/v1/mf-manifest.json', galleries: '/remotes/galleries/mf-manifest.json' });
    writeFileSync(configFile, JSON.stringify({ services: 'https://cdn.example/services/v2/mf-manifest.json', galleries: '/remotes/galleries/mf-manifest.json' }));
    const response = await t.app.inject('/remotes.json');
    expect(response.json()).toEqual({ services: 'https://cdn.example/services/v2/mf-manifest.json', galleries: '/remotes/galleries/mf-manifest.json' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps the built-in build of every remote the file does not name (one section deployed on its own)', async () => {
    writeFileSync(configFile, JSON.stringify({ galleries: 'https://cdn.example/galleries/v7/mf-manifest.json' }));
    const response = await t.app.inject('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ services: '/remotes/services/mf-manifest.json', galleries: 'https://cdn.example/galleries/v7/mf-manifest.json' });
    // The page policy allows the one other origin.
    const page = await t.app.inject({ url: '/admin/parent-service', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain('https://cdn.example');
  });

  it('serves every built-in build for an empty file', async () => {
    writeFileSync(configFile, '{}');
    expect((await t.app.inject('/remotes.json')).json()).toEqual({ services: '/remotes/services/mf-manifest.json', galleries: '/remotes/galleries/mf-manifest.json' });
  });

  it.each([
    ['broken JSON', '{"services": '],
    ['the wrong shape', '["services"]'],
    ['an empty URL', '{"services": ""}'],
  ])('answers 500 with a clear message for %s, not the default map', async (_case, contents) => {
    writeFileSync(configFile, contents);
    const response = await t.app.inject('/remotes.json');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'The remotes configuration on the server is broken. The server log says what to fix.' });
  });

  it('answers 500 when the file is missing', async () => {
    rmSync(configFile, { force: true });
    expect((await t.app.inject('/remotes.json')).statusCode).toBe(500);
  });
});

describe('one-URL mode before the apps are built', () => {
  let t: TestApp;
  beforeAll(async () => {
    const missing = path.join(os.tmpdir(), 'nail-site-never-built');
    t = await startTestApp({ staticSite: { hostDir: missing, remoteDirs: { services: path.join(missing, 'services') }, remotesConfigFile: null } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the API up and answers pages with a 503 page that says to build', async () => {
    expect((await t.app.inject('/api/v1/health')).statusCode).toBe(200);
    for (const url of ['/', '/admin/login']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('npm run build');
    }
  });
});

describe('cache policy', () => {
  it.each([
    ['index.html', 'no-cache'],
    ['dashboard.html', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['main.js', 'no-cache'],
    ['main.css', 'no-cache'],
    ['vendors-node_modules_react.0a1b2c3d4e.js', IMMUTABLE],
    ['317.1234567890.css', IMMUTABLE],
    ['assets/primeicons.abcdef1234.woff2', IMMUTABLE],
    ['deadbeef.js', 'no-cache'],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
