import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devRemotesConfig } from '../webpack/devServer';
import { devPortOf } from '../webpack/devPorts';

/** `npm run dev`'s /remotes.json: the dev servers, with REMOTES_CONFIG's entries in place of those it names. */
describe('the dev server’s remotes.json', () => {
  let folder: string;
  const previous = process.env.REMOTES_CONFIG;
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'nail-dev-remotes-'));
  });
  afterEach(() => {
    if (previous === undefined) delete process.env.REMOTES_CONFIG;
    else process.env.REMOTES_CONFIG = previous;
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps the dev server of every remote the file does not name, and leaves out the rollback history', () => {
    const file = path.join(folder, 'remotes.json');
    writeFileSync(file, JSON.stringify({ general: 'https://cdn.example/general/v3/mf-manifest.json', $previous: { general: [null] } }));
    process.env.REMOTES_CONFIG = file;
    expect(devRemotesConfig('localhost')).toEqual({
      services: `http://localhost:${devPortOf('services')}/mf-manifest.json`,
      galleries: `http://localhost:${devPortOf('galleries')}/mf-manifest.json`,
      general: 'https://cdn.example/general/v3/mf-manifest.json',
    });
  });
});
