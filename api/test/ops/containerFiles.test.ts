import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const read = (file: string): string => readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** The production command, as `npm start` and the end-to-end server read it (scripts/lib/productionCommand.mjs). */
function productionArgv(): string[] {
  const manifest = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
  const script = manifest.scripts['start:production'] ?? '';
  return script.replace(/^exec\s+/, '').trim().split(/\s+/);
}

/** Dockerfile instructions with their continuation lines joined, comments dropped. */
function instructions(dockerfile: string): Array<{ keyword: string; rest: string }> {
  return dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), rest: rest.join(' ') };
    });
}

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
}

describe('the container example (Docker cannot run here: the files are checked instead)', () => {
  const steps = instructions(read('Dockerfile'));
  const stages = steps.filter((step) => step.keyword === 'FROM');
  const runtime = steps.slice(steps.lastIndexOf(stages.at(-1) ?? { keyword: '', rest: '' }));

  it('starts the image with exactly the start:production command that npm start and the tests run', () => {
    const cmd = runtime.filter((step) => step.keyword === 'CMD').at(-1);
    expect(cmd).toBeDefined();
    expect(JSON.parse(cmd?.rest ?? 'null')).toEqual(productionArgv());
    expect(productionArgv()).toEqual(['node', 'api/dist/server.js']);
    expect(runtime.some((step) => step.keyword === 'ENTRYPOINT')).toBe(false);
  });

  it('builds in one stage and runs as a non-root user with production dependencies only in another', () => {
    expect(stages.map((stage) => stage.rest)).toEqual(['node:20-bookworm-slim AS build', 'node:20-bookworm-slim AS runtime']);
    expect(steps.find((step) => step.keyword === 'RUN' && step.rest.includes('npm run build'))?.rest).toContain('npm prune --omit=dev');
    const user = runtime.filter((step) => step.keyword === 'USER').at(-1)?.rest;
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const copied = runtime.filter((step) => step.keyword === 'COPY').map((step) => step.rest.split(/\s+/).at(-1));
    expect(copied).toEqual(expect.arrayContaining(['api/dist', 'host/dist', 'remotes/services/dist', 'remotes/galleries/dist', 'remotes/general/dist', 'node_modules']));
    // Sources stay in the build stage: the runtime has no TypeScript to run.
    expect(runtime.some((step) => step.keyword === 'COPY' && /\s\.\s*$|^\.\s/.test(step.rest))).toBe(false);
  });

  it('checks its health on /api/v1/health', () => {
    expect(runtime.find((step) => step.keyword === 'HEALTHCHECK')?.rest).toContain('/api/v1/health');
  });

  it('compose.yaml parses and has two API instances, PostgreSQL, an S3 store and a proxy with its config', () => {
    // Compose reads YAML merge keys (`<<: *api`), as both instances share one definition.
    const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
    const services = compose.services;
    expect(Object.keys(services).sort()).toEqual(['api-1', 'api-2', 'bucket', 'caddy', 'migrate', 'minio', 'postgres']);
    for (const name of ['api-1', 'api-2']) {
      expect(services[name]?.build).toBe('.');
      expect(services[name]?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/nail:.*@postgres:5432\/nail$/);
      expect(services[name]?.environment?.JWT_SECRET).toBeDefined();
    }
    expect(services.postgres?.image).toMatch(/^postgres:/);
    expect(services.minio?.image).toMatch(/^minio\/minio/);
    expect(services.migrate?.command).toEqual(['node', 'api/dist/cli.js', 'migrate']);
    const proxyConfig = services.caddy?.volumes?.find((volume) => volume.endsWith(':/etc/caddy/Caddyfile:ro'));
    expect(proxyConfig).toBe('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(read('deploy/Caddyfile')).toMatch(/reverse_proxy api-1:8080 api-2:8080/);
  });

  it("gives the API instances settings the API itself accepts, pictures in the compose file's bucket", () => {
    const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
    // Compose fills `${NAME:?…}` from .env; any value of the right shape stands in for it here.
    const filled = Object.fromEntries(
      Object.entries(compose.services['api-1']?.environment ?? {}).map(([name, value]) => [name, value.replace(/\$\{[^}]+\}/g, 'a-stand-in-secret-of-forty-characters-xx')]),
    );
    const config = loadConfig({ ...filled, DATA_DIR: '/data' });
    expect(config.storage).toMatchObject({ kind: 's3', bucket: 'nail-pictures' });
    expect(compose.services.bucket?.command?.join(' ')).toContain('store/nail-pictures');
  });
});
