import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { runRemoteCli, type RemoteCommandSettings } from '../../src/cli/remoteCommands';
import { runningContractVersion, runningFederationVersion } from '../../src/features/site/runningContract';
import { freePort, TSX_BIN } from '../support/apiProcess';
import { federationManifest, serveManifests, writeFiles, type ManifestServer } from '../support/manifestServer';
import { startTestApp } from '../support/testApp';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const CONTRACT_FILE = path.join(REPO_ROOT, 'shared', 'contract.json');
const NO_HOST_BUILD = path.join(os.tmpdir(), 'nail-no-host-build');
/** What the host built from this checkout provides, read the way the command reads it. */
const RUNNING = runningContractVersion(NO_HOST_BUILD, CONTRACT_FILE);
/** The Module Federation version this checkout pins, which the host's build runs. */
const FEDERATION = runningFederationVersion(NO_HOST_BUILD, path.join(REPO_ROOT, 'package.json'));
const [major = 0, minor = 0] = RUNNING.split('.').map(Number);
const NEXT_MAJOR = `${major + 1}.0.0`;
const NEXT_MINOR = `${major}.${minor + 1}.0`;

/** A manifest as an older or hand-made build writes it: no `metaData.pluginVersion`. */
function withoutFederationVersion(manifest: object): object {
  const { metaData, ...rest } = manifest as { metaData: Record<string, unknown> };
  const { pluginVersion: _dropped, ...kept } = metaData;
  return { ...rest, metaData: kept };
}

interface Captured {
  code: number;
  out: string;
  err: string;
}

describe('remote set / rollback / list', () => {
  let folder: string;
  let cdn: ManifestServer;
  let configFile: string;
  let settings: RemoteCommandSettings;
  /** A port nothing listens on: the manifest URL of a CDN that is down. */
  let closedPort: number;
  const run = async (...argv: string[]): Promise<Captured> => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runRemoteCli(argv, settings, { out: (line) => out.push(line), err: (line) => err.push(line) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const fileText = () => readFileSync(configFile, 'utf8');

  beforeEach(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'nail-remote-cmd-'));
    writeFiles(path.join(folder, 'cdn'), {
      'services/v1/mf-manifest.json': JSON.stringify(federationManifest('services', `^${RUNNING}`, FEDERATION)),
      'services/v2/mf-manifest.json': JSON.stringify(federationManifest('services', `^${major}.0.0`, FEDERATION)),
      'services/next-major/mf-manifest.json': JSON.stringify(federationManifest('services', `^${NEXT_MAJOR}`, FEDERATION)),
      'services/next-minor/mf-manifest.json': JSON.stringify(federationManifest('services', `^${NEXT_MINOR}`, FEDERATION)),
      'galleries/v1/mf-manifest.json': JSON.stringify(federationManifest('galleries', `^${RUNNING}`, FEDERATION)),
      'services/html/mf-manifest.json': '<!doctype html><title>Not found</title>',
      'services/other/mf-manifest.json': JSON.stringify({ name: 'services', version: '1.0.0' }),
      'services/unshared/mf-manifest.json': JSON.stringify({ ...federationManifest('services', `^${RUNNING}`, FEDERATION), shared: [] }),
      'services/other-federation/mf-manifest.json': JSON.stringify(federationManifest('services', `^${RUNNING}`, '0.17.1')),
      'services/unversioned/mf-manifest.json': JSON.stringify(withoutFederationVersion(federationManifest('services', `^${RUNNING}`, FEDERATION))),
    });
    cdn = await serveManifests(path.join(folder, 'cdn'));
    closedPort = await freePort();
    configFile = path.join(folder, 'remotes.json');
    settings = { configFile, hostContractVersion: () => RUNNING, hostFederationVersion: () => FEDERATION, remoteNames: ['services', 'galleries', 'general'] };
  });
  afterEach(async () => {
    await cdn.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('points one remote at a checked build, and the server serves it with the others on their built-in builds', async () => {
    const v1 = `${cdn.url}/services/v1/mf-manifest.json`;
    const result = await run('set', 'services', v1);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain(`"services" now loads ${v1}`);
    expect(JSON.parse(fileText())).toEqual({ services: v1, $previous: { services: [null] } });

    const site = { hostDir: path.join(folder, 'host'), remoteDirs: { services: path.join(folder, 's'), galleries: path.join(folder, 'g') }, remotesConfigFile: configFile };
    const t = await startTestApp({ staticSite: site });
    try {
      const served = await t.app.inject('/remotes.json');
      expect(served.json()).toEqual({ services: v1, galleries: '/remotes/galleries/mf-manifest.json' });
    } finally {
      await t.close();
    }
  });

  it('rolls back one step at a time, down to the built-in build, and then refuses', async () => {
    const v1 = `${cdn.url}/services/v1/mf-manifest.json`;
    const v2 = `${cdn.url}/services/v2/mf-manifest.json`;
    const galleries = `${cdn.url}/galleries/v1/mf-manifest.json`;
    expect((await run('set', 'services', v1)).code).toBe(0);
    expect((await run('set', 'galleries', galleries)).code).toBe(0);
    expect((await run('set', 'services', v2)).code).toBe(0);
    expect((await run('list')).out.split('\n')).toEqual([
      `services\t${v2}\t2 earlier builds to roll back to`,
      `galleries\t${galleries}\t1 earlier build to roll back to`,
      'general\t/remotes/general/mf-manifest.json (built-in)\tno rollback',
    ]);

    expect(await run('rollback', 'services')).toEqual({ code: 0, out: `"services" is back on ${v1}.`, err: '' });
    expect(JSON.parse(fileText())).toMatchObject({ services: v1, galleries });
    expect(await run('rollback', 'services')).toEqual({ code: 0, out: '"services" is back on its built-in build (/remotes/services/mf-manifest.json).', err: '' });
    const { services, ...rest } = JSON.parse(fileText()) as Record<string, unknown>;
    expect(services).toBeUndefined();
    expect(rest).toMatchObject({ galleries });

    const refused = await run('rollback', 'services');
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(`"services" has no earlier build to go back to in ${configFile}. Nothing was changed.`);
  });

  it('replaces the file by a rename (never rewrites it in place) and leaves no temp file', async () => {
    expect((await run('set', 'services', `${cdn.url}/services/v1/mf-manifest.json`)).code).toBe(0);
    const before = statSync(configFile).ino;
    expect((await run('set', 'services', `${cdn.url}/services/v2/mf-manifest.json`)).code).toBe(0);
    expect(statSync(configFile).ino).not.toBe(before);
    expect(readdirSync(folder).sort()).toEqual(['cdn', 'remotes.json']);
  });

  it.each([
    ['an unreachable server', () => `http://127.0.0.1:${closedPort}/services/mf-manifest.json`, /^Cannot reach http:\/\/127\.0\.0\.1:\d+\/services\/mf-manifest\.json \(.+\)\. Nothing was changed\.$/],
    ['a missing file', () => `${cdn.url}/services/v9/mf-manifest.json`, /answered 404 Not Found, not a manifest\. Nothing was changed\.$/],
    ['an HTML page', () => `${cdn.url}/services/html/mf-manifest.json`, /is not JSON, so not a federation manifest \(mf-manifest\.json\)\. Nothing was changed\.$/],
    ['JSON that is no federation manifest', () => `${cdn.url}/services/other/mf-manifest.json`, /is not a federation manifest: it lacks metaData, shared, exposes\. Nothing was changed\.$/],
    ['a build that does not share the shared package', () => `${cdn.url}/services/unshared/mf-manifest.json`, /does not share @nail-or-never\/shared/],
    ['another remote’s build', () => `${cdn.url}/galleries/v1/mf-manifest.json`, /is the "galleries" remote, not "services"\. Nothing was changed\.$/],
    ['a build for the next major of the shared contract', () => `${cdn.url}/services/next-major/mf-manifest.json`, new RegExp(`needs @nail-or-never/shared \\^${NEXT_MAJOR.replaceAll('.', '\\.')}, but the running host provides ${RUNNING.replaceAll('.', '\\.')}; browsers would refuse the section`)],
    ['a build for a newer minor of the shared contract', () => `${cdn.url}/services/next-minor/mf-manifest.json`, new RegExp(`needs @nail-or-never/shared \\^${NEXT_MINOR.replaceAll('.', '\\.')}, but the running host provides ${RUNNING.replaceAll('.', '\\.')}`)],
    ['a build made with another Module Federation version', () => `${cdn.url}/services/other-federation/mf-manifest.json`, new RegExp(`was built with Module Federation 0\\.17\\.1, but the running host runs ${FEDERATION.replaceAll('.', '\\.')}; a section runs on the host's federation runtime`)],
    ['a build that does not say its Module Federation version', () => `${cdn.url}/services/unversioned/mf-manifest.json`, /does not say which Module Federation version it was built with/],
    ['a URL that is not one', () => 'services-v3', /^"services-v3" is not a URL\./],
    ['a file URL', () => 'file:///etc/passwd', /is not an http\(s\) URL/],
  ])('refuses %s with a plain message and changes nothing', async (_case, url, message) => {
    writeFileSync(configFile, '{}\n');
    const result = await run('set', 'services', url());
    expect(result).toEqual({ code: 1, out: '', err: expect.stringMatching(message) as string });
    expect(fileText()).toBe('{}\n');
  });

  it('refuses to touch a broken file, naming what is wrong', async () => {
    writeFileSync(configFile, '{"services": 3}');
    const result = await run('set', 'services', `${cdn.url}/services/v1/mf-manifest.json`);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`REMOTES_CONFIG file ${configFile} must be an object of remote name -> manifest URL (services:`);
    expect(fileText()).toBe('{"services": 3}');
  });

  it.each([
    [['set', 'billing', 'https://cdn.example/m.json'], 'There is no remote "billing". Remotes: services, galleries, general.'],
    [['set', 'services'], 'remote set needs a remote name and the URL of its mf-manifest.json.'],
    [['rollback'], 'remote rollback needs a remote name (services, galleries, general).'],
    [['list', 'services'], 'remote list takes no arguments.'],
    [['deploy', 'services'], 'Unknown remote command "deploy".'],
    [[], 'No remote command given.'],
  ])('answers the mistyped `remote %j` with usage and exit code 2', async (argv, message) => {
    const result = await run(...argv);
    expect(result.code).toBe(2);
    expect(result.err.split('\n')[0]).toBe(message);
    expect(result.err).toContain('Usage: npm run cli -w api -- remote <command>');
    expect(existsSync(configFile)).toBe(false);
  });

  it('refuses to deploy without REMOTES_CONFIG, saying what to set', async () => {
    settings = { ...settings, configFile: undefined };
    const result = await run('set', 'services', `${cdn.url}/services/v1/mf-manifest.json`);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^REMOTES_CONFIG is not set\./);
  });

  it('works through the real command line, with the host version of this checkout', async () => {
    const v1 = `${cdn.url}/services/v1/mf-manifest.json`;
    const env = { ...process.env, REMOTES_CONFIG: configFile };
    const cli = path.join(REPO_ROOT, 'api', 'src', 'cli.ts');
    const set = await promisify(execFile)(TSX_BIN, [cli, 'remote', 'set', 'services', v1], { env, cwd: REPO_ROOT });
    expect(set.stdout).toContain(`"services" now loads ${v1} (built for @nail-or-never/shared ^${RUNNING}; the host provides ${RUNNING}).`);
    expect(JSON.parse(fileText())).toMatchObject({ services: v1 });
  });
});

describe('the host’s shared contract version', () => {
  it('is the one the host build declares, else the last of shared/contract.json', () => {
    const hostDir = mkdtempSync(path.join(os.tmpdir(), 'nail-host-build-'));
    try {
      const contract = JSON.parse(readFileSync(CONTRACT_FILE, 'utf8')) as { versions: Array<{ version: string }> };
      expect(runningContractVersion(hostDir, CONTRACT_FILE)).toBe(contract.versions.at(-1)?.version);
      writeFileSync(path.join(hostDir, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: '@nail-or-never/shared', version: '7.1.0' }] }));
      expect(runningContractVersion(hostDir, CONTRACT_FILE)).toBe('7.1.0');
    } finally {
      rmSync(hostDir, { recursive: true, force: true });
    }
  });
});

describe('the host\u2019s Module Federation version', () => {
  it('is the one the host build declares, else the exact version the root package.json pins', () => {
    const hostDir = mkdtempSync(path.join(os.tmpdir(), 'nail-host-build-'));
    try {
      const root = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
      expect(runningFederationVersion(hostDir, path.join(REPO_ROOT, 'package.json'))).toBe(root.devDependencies['@module-federation/enhanced']);
      writeFileSync(path.join(hostDir, 'mf-manifest.json'), JSON.stringify({ metaData: { pluginVersion: '2.10.0' }, shared: [] }));
      expect(runningFederationVersion(hostDir, path.join(REPO_ROOT, 'package.json'))).toBe('2.10.0');
    } finally {
      rmSync(hostDir, { recursive: true, force: true });
    }
  });
});
