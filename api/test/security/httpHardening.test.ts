import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ConnectionLimits, StaticSiteConfig } from '../../src/config';
import { postJson } from '../support/authRequests';
import { listenOnFreePort, startTestApp, TEST_ADMIN, type TestApp } from '../support/testApp';

const THEME_SCRIPT = 'document.documentElement.dataset.theme="light";';

function writeBuild(root: string): StaticSiteConfig {
  const hostDir = path.join(root, 'host');
  const servicesDir = path.join(root, 'services');
  mkdirSync(hostDir, { recursive: true });
  mkdirSync(servicesDir, { recursive: true });
  writeFileSync(path.join(hostDir, 'index.html'), `<!doctype html><script>${THEME_SCRIPT}</script><script defer src=/main.js></script><div id=root></div>`);
  writeFileSync(path.join(hostDir, 'main.js'), 'console.log(1)');
  for (const dir of [hostDir, servicesDir]) {
    writeFileSync(path.join(dir, 'main.js.map'), '{"sources":["/home/builder/secret.ts"]}');
    writeFileSync(path.join(dir, '.build-fingerprint'), 'abc');
    writeFileSync(path.join(dir, 'mf-stats.json'), '{}');
  }
  writeFileSync(path.join(servicesDir, 'remoteEntry.js'), 'var services;');
  const remotesConfigFile = path.join(root, 'remotes.json');
  writeFileSync(remotesConfigFile, JSON.stringify({ services: '/remotes/services/mf-manifest.json', galleries: 'https://cdn.example.com/galleries/mf-manifest.json' }));
  return { hostDir, remoteDirs: { services: servicesDir }, remotesConfigFile };
}

describe('security headers, private build files and loose ends (in-process)', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'nail-headers-'));
    t = await startTestApp({ staticSite: writeBuild(root) });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends nosniff and no-store on API answers, the sign-in answer included', async () => {
    for (const response of [await t.app.inject({ url: '/api/v1/health' }), await postJson(t.app, '/users/login', TEST_ADMIN), await t.app.inject({ url: '/api/v1/nothing' })]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('sends a Content-Security-Policy on pages that allows the inline theme script by hash and the configured remote origins', async () => {
    const page = await t.app.inject({ url: '/admin/dashboard', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? '';
    const themeHash = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
    expect(directive('script-src').split(' ').sort()).toEqual(['script-src', "'self'", 'https://cdn.example.com', themeHash].sort());
    expect(directive('connect-src')).toBe("connect-src 'self' https://cdn.example.com");
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https://cdn.example.com");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/main.js.map', '/.build-fingerprint', '/mf-stats.json', '/remotes/services/main.js.map', '/remotes/services/.build-fingerprint', '/remotes/services/mf-stats.json'])(
    'never serves the build file %s',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret.ts');
    },
  );

  it('lets other origins load remote files (CORP cross-origin) but keeps the host same-site', async () => {
    expect((await t.app.inject({ url: '/remotes/services/remoteEntry.js' })).headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await t.app.inject({ url: '/main.js' })).headers['cross-origin-resource-policy']).toBe('same-site');
  });

  it('answers a wrong-case API path with a JSON 404, not the admin page', async () => {
    const response = await t.app.inject({ url: '/API/V1/health', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.stringContaining('/API/V1/health') });
  });

  it('answers a URL with a broken %-escape in the API error shape', async () => {
    const response = await t.app.inject({ url: '/api/v1/services-parent/%E0%A4%A', headers: t.authHeader });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(/%-escape/) });
  });
});

/** Raw HTTP over a socket: what a slow or broken client really sends. */
function openSocket(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sends until it closes the connection. */
function untilClosed(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.once('close', () => resolve(received));
  });
}

describe('timeouts and connection limits (real HTTP)', () => {
  const limits: ConnectionLimits = { headersTimeoutMs: 500, requestTimeoutMs: 1000, keepAliveTimeoutMs: 500, maxConnectionsPerAddress: 3 };
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp({ connections: limits });
    port = Number(new URL(await listenOnFreePort(t.app)).port);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 408 in the API shape when the body is shorter than its Content-Length', async () => {
    const socket = await openSocket(port);
    const answer = untilClosed(socket);
    socket.write('POST /api/v1/users/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":');
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toContain('{"message":"The request took too long to arrive. Try again."}');
  });

  it('answers 408 when the headers never finish', async () => {
    const socket = await openSocket(port);
    const answer = untilClosed(socket);
    socket.write('GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(await answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that sends nothing at all', async () => {
    const socket = await openSocket(port);
    const started = Date.now();
    await untilClosed(socket);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('closes an idle kept-alive connection after the keep-alive timeout', async () => {
    const socket = await openSocket(port);
    const answer = untilClosed(socket);
    socket.write('GET /api/v1/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    // Closed by the server (untilClosed resolved) within the test's time, after a 500 ms keep-alive.
    expect(text.toLowerCase()).toContain('keep-alive: timeout=');
  });

  it('answers oversized headers with 431 in the API shape', async () => {
    const socket = await openSocket(port);
    const answer = untilClosed(socket);
    socket.write(`GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    expect(text).toContain('{"message":"The request headers are too large."}');
  });

  it(`closes a connection beyond ${limits.maxConnectionsPerAddress} from one address at once, and keeps the others`, async () => {
    const held = await Promise.all(Array.from({ length: limits.maxConnectionsPerAddress }, () => openSocket(port)));
    const extra = await openSocket(port);
    await untilClosed(extra);
    // The held ones still work: each can make a request.
    const answers = await Promise.all(
      held.map((socket) => {
        const answer = untilClosed(socket);
        socket.write('GET /api/v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
        return answer;
      }),
    );
    expect(answers.map((text) => text.split('\r\n')[0])).toEqual(held.map(() => 'HTTP/1.1 200 OK'));
  });
});
