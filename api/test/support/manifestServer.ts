import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

export interface ManifestServer {
  /** e.g. http://127.0.0.1:40123 (no trailing slash) */
  url: string;
  close(): Promise<void>;
}

/** A federation manifest as @module-federation writes it, with the parts a deploy checks; `federationVersion` is its `metaData.pluginVersion`. */
export function federationManifest(name: string, sharedRange: string, federationVersion: string): object {
  return {
    id: name,
    name,
    metaData: { name, type: 'app', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto', globalName: name, pluginVersion: federationVersion },
    shared: [
      { id: `${name}:react`, name: 'react', version: '19.0.0', singleton: true, requiredVersion: '^19.0.0' },
      { id: `${name}:@nail-or-never/shared`, name: '@nail-or-never/shared', version: sharedRange.replace(/^\^/, ''), singleton: true, requiredVersion: sharedRange },
    ],
    remotes: [],
    exposes: [{ id: `${name}:Section`, name: 'Section', path: './Section', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } }],
  };
}

/** Writes `files` (path below the folder -> contents) into `folder`. */
export function writeFiles(folder: string, files: Record<string, string>): void {
  for (const [relative, contents] of Object.entries(files)) {
    const file = path.join(folder, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, contents);
  }
}

/** A static file server on a free port of 127.0.0.1 for one folder: a CDN stand-in for remote builds. */
export async function serveManifests(folder: string): Promise<ManifestServer> {
  const server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://cdn.invalid').pathname;
    const file = path.resolve(folder, `.${urlPath}`);
    if (!file.startsWith(folder + path.sep)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) => response.writeHead(200, { 'content-type': 'application/json' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('The manifest server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
