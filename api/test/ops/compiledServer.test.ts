import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { startApiProcess, type ApiProcess } from '../support/apiProcess';
import { askBuildScripts, productionCommand } from '../support/productionCommand';

const HEIC_PHOTO = path.join(__dirname, '..', 'fixtures', 'landscape-exif-gps.heic');
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const COMPILED = path.join(REPO_ROOT, 'api', 'dist');

const dependenciesOf = (manifest: string): string[] => Object.keys((JSON.parse(readFileSync(path.join(REPO_ROOT, manifest), 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {});

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
const packageOf = (specifier: string): string => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'correct horse battery staple' }),
  });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

async function postForm(baseUrl: string, token: string, route: string, form: FormData): Promise<{ status: number; body: string }> {
  const response = await fetch(`${baseUrl}/api/v1${route}`, { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form });
  return { status: response.status, body: await response.text() };
}

describe('the compiled production server', () => {
  let server: ApiProcess | undefined;
  afterEach(async () => {
    await server?.cleanUp();
    server = undefined;
  });

  beforeAll(() => {
    // What `npm run build` does first; skipped when the sources did not change.
    askBuildScripts('buildApi.mjs', 'scripts.buildApi()');
  }, 60_000);

  it('is current after the build, and the production command runs it with plain node', () => {
    expect(askBuildScripts('buildStatus.mjs', 'scripts.staleApps()')).not.toContain('api');
    expect(productionCommand()).toEqual({ file: process.execPath, args: [path.resolve(__dirname, '..', '..', 'dist', 'server.js')] });
  });

  it('needs only production dependencies (the container prunes the rest) and nothing of this repository at run time', () => {
    const installed = new Set([...dependenciesOf('package.json'), ...dependenciesOf('api/package.json')]);
    const required = ['server.js', 'cli.js', 'heicDecodeWorker.cjs'].flatMap((file) =>
      [...readFileSync(path.join(COMPILED, file), 'utf8').matchAll(/require\("([^"./][^"]*)"\)/g)].map((match) => match[1] ?? ''),
    );
    const packages = [...new Set(required.filter((specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier)).map(packageOf))];
    expect(packages.length).toBeGreaterThan(10);
    expect(packages.filter((name) => !installed.has(name) || name.startsWith('@nail-or-never/'))).toEqual([]);
  });

  it('serves the API, validates with the bundled shared schemas and decodes a HEIC photo in its worker thread', async () => {
    server = await startApiProcess({ command: productionCommand() });
    const token = await signIn(server.baseUrl);

    const refused = await postForm(server.baseUrl, token, '/gallery-parent', new FormData());
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ errors: { theme: expect.any(String) } });

    const galleryForm = new FormData();
    galleryForm.append('theme', 'Autumn');
    const gallery = await postForm(server.baseUrl, token, '/gallery-parent', galleryForm);
    expect(gallery.status).toBe(201);
    const galleryId = (JSON.parse(gallery.body) as { data: { id: number } }).data.id;

    const photoForm = new FormData();
    photoForm.append('parentId', String(galleryId));
    photoForm.append('image', new Blob([new Uint8Array(readFileSync(HEIC_PHOTO))], { type: 'image/heic' }), 'photo.heic');
    const photo = await postForm(server.baseUrl, token, '/gallery', photoForm);
    expect({ status: photo.status, body: photo.status === 201 ? 'stored' : photo.body }).toEqual({ status: 201, body: 'stored' });
  }, 120_000);
});
