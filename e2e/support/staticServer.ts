import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

export interface StaticServer {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  /** Paths asked for, in order, so a test can prove where the browser loaded code from. */
  requestedPaths: string[];
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.png': 'image/png',
};

function fileFor(root: string, urlPath: string): string | null {
  const file = path.resolve(root, `.${decodeURIComponent(urlPath)}`);
  // Never serve anything outside the folder (`/../` tricks).
  if (file !== root && !file.startsWith(`${root}${path.sep}`)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * A tiny CDN stand-in: serves one build folder on a free port of another origin, with CORS, the
 * way a remote deployed on its own would be served.
 */
export function serveFolder(folder: string): Promise<StaticServer> {
  const root = path.resolve(folder);
  const requestedPaths: string[] = [];
  const server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://static.invalid').pathname;
    requestedPaths.push(urlPath);
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Cache-Control', 'no-store');
    const file = fileFor(root, urlPath);
    if (request.method !== 'GET' || file === null) {
      response.statusCode = request.method === 'GET' ? 404 : 405;
      response.end();
      return;
    }
    response.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        reject(new Error('The static server has no TCP address'));
        return;
      }
      const { port } = address;
      resolve({
        url: `http://127.0.0.1:${port}`,
        requestedPaths,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
