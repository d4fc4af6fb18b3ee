/**
 * Deploying one section from a shell: `npm run cli -w api -- remote <set|rollback|list>`. Works on the
 * REMOTES_CONFIG file every server instance reads per request (docs/deployment.md says why a file).
 */
import path from 'node:path';
import remoteTable from '@nail-or-never/shared/remotes.json';
import { satisfiesRange, parseVersion } from '../features/site/contractRange';
import { fetchFederationManifest, ManifestError } from '../features/site/federationManifest';
import { loadRemotesFile, withRemoteRolledBack, withRemoteSet, writeRemotesFileAtomically } from '../features/site/remoteDeployments';
import { runningContractVersion, runningFederationVersion, SHARED_PACKAGE } from '../features/site/runningContract';
import { defaultRemotesMap, RemotesConfigError } from '../features/site/remotesConfig';
import type { CliOutput } from './adminCommands';

export const REMOTE_USAGE = `Usage: npm run cli -w api -- remote <command>

Commands:
  remote set <name> <manifest URL>   Point one remote at another build (its mf-manifest.json), after checking it
  remote rollback <name>             Point it back at the build it used before the last set
  remote list                        Show where every remote is loaded from

Edits the file named by REMOTES_CONFIG (the one the servers read). Remotes: ${remoteTable.remotes.map((remote) => remote.name).join(', ')}.`;

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export interface RemoteCommandSettings {
  /** The REMOTES_CONFIG file, absolute; undefined when the variable is not set. */
  configFile: string | undefined;
  /** The `@nail-or-never/shared` version the running host serves. */
  hostContractVersion: () => string;
  /** The Module Federation version the running host's build runs (every section runs on its runtime). */
  hostFederationVersion: () => string;
  remoteNames: readonly string[];
}

/** Settings for the real CLI: REMOTES_CONFIG as the servers resolve it, the host build of this checkout. */
export function remoteSettingsFrom(env: NodeJS.ProcessEnv): RemoteCommandSettings {
  const configured = env.REMOTES_CONFIG?.trim();
  return {
    configFile: configured ? path.resolve(env.INIT_CWD ?? process.cwd(), configured) : undefined,
    hostContractVersion: () => runningContractVersion(path.join(REPO_ROOT, 'host', 'dist'), path.join(REPO_ROOT, 'shared', 'contract.json')),
    hostFederationVersion: () => runningFederationVersion(path.join(REPO_ROOT, 'host', 'dist'), path.join(REPO_ROOT, 'package.json')),
    remoteNames: remoteTable.remotes.map((remote) => remote.name),
  };
}

/** Refused before anything was changed; printed as is. */
class RemoteCommandError extends Error {
  override name = 'RemoteCommandError';
}

type RemoteCommand = { command: 'set'; name: string; url: string } | { command: 'rollback'; name: string } | { command: 'list' };

function parseRemoteCommand(argv: string[], remoteNames: readonly string[]): RemoteCommand {
  const [command, name, url, ...extra] = argv;
  const knownName = (given: string | undefined): string => {
    if (!given) throw new RemoteCommandError(`remote ${command ?? ''} needs a remote name (${remoteNames.join(', ')}).`);
    if (!remoteNames.includes(given)) throw new RemoteCommandError(`There is no remote "${given}". Remotes: ${remoteNames.join(', ')}.`);
    return given;
  };
  if (command === 'set') {
    if (!url) throw new RemoteCommandError('remote set needs a remote name and the URL of its mf-manifest.json.');
    if (extra.length > 0) throw new RemoteCommandError(`Unexpected extra arguments: ${extra.join(' ')}`);
    return { command, name: knownName(name), url };
  }
  if (command === 'rollback') {
    if (url !== undefined) throw new RemoteCommandError(`Unexpected extra arguments: ${[url, ...extra].join(' ')}`);
    return { command, name: knownName(name) };
  }
  if (command === 'list') {
    if (name !== undefined) throw new RemoteCommandError(`remote list takes no arguments.`);
    return { command };
  }
  throw new RemoteCommandError(command ? `Unknown remote command "${command}".` : 'No remote command given.');
}

function requireConfigFile(settings: RemoteCommandSettings): string {
  if (settings.configFile) return settings.configFile;
  throw new RemoteCommandError('REMOTES_CONFIG is not set. Set it to the remotes file the servers read (the same path, on storage every instance sees).');
}

async function setRemote(settings: RemoteCommandSettings, name: string, url: string, output: CliOutput): Promise<void> {
  const file = requireConfigFile(settings);
  const current = await loadRemotesFile(file);
  const manifest = await fetchFederationManifest(url);
  if (manifest.name !== name) throw new RemoteCommandError(`The build at ${url} is the "${manifest.name}" remote, not "${name}". Nothing was changed.`);
  const hostVersion = settings.hostContractVersion();
  const hostParsed = parseVersion(hostVersion);
  const fits = hostParsed ? satisfiesRange(hostParsed, manifest.sharedRange) : null;
  if (fits === null) {
    throw new RemoteCommandError(`Cannot check the build's ${SHARED_PACKAGE} range "${manifest.sharedRange}" against the host's ${hostVersion}: builds of this project declare ^major.minor.patch. Nothing was changed.`);
  }
  if (!fits) {
    throw new RemoteCommandError(
      `The build at ${url} needs ${SHARED_PACKAGE} ${manifest.sharedRange}, but the running host provides ${hostVersion}; browsers would refuse the section. Nothing was changed.`,
    );
  }
  // A section leaves the federation runtime out of its build and runs on the host's (webpack/createAppConfig.js, externalRuntime).
  const hostFederation = settings.hostFederationVersion();
  if (manifest.federationVersion !== hostFederation) {
    const built = manifest.federationVersion === null ? 'does not say which Module Federation version it was built with' : `was built with Module Federation ${manifest.federationVersion}`;
    throw new RemoteCommandError(
      `The build at ${url} ${built}, but the running host runs ${hostFederation}; a section runs on the host's federation runtime, so build it with the same version (the lockfile of the host's release). Nothing was changed.`,
    );
  }
  await writeRemotesFileAtomically(file, withRemoteSet(current, name, url));
  output.out(`"${name}" now loads ${url} (built for ${SHARED_PACKAGE} ${manifest.sharedRange}; the host provides ${hostVersion}).`);
  output.out(`Browsers pick it up on their next page load. Undo with: remote rollback ${name}`);
}

async function rollbackRemote(settings: RemoteCommandSettings, name: string, output: CliOutput): Promise<void> {
  const file = requireConfigFile(settings);
  const rolledBack = withRemoteRolledBack(await loadRemotesFile(file), name);
  if (!rolledBack) throw new RemoteCommandError(`"${name}" has no earlier build to go back to in ${file}. Nothing was changed.`);
  await writeRemotesFileAtomically(file, rolledBack.file);
  output.out(`"${name}" is back on ${rolledBack.restored ?? `its built-in build (${defaultRemotesMap([name])[name] ?? ''})`}.`);
}

async function listRemotes(settings: RemoteCommandSettings, output: CliOutput): Promise<void> {
  const file = settings.configFile ? await loadRemotesFile(settings.configFile) : { remotes: {}, previous: {} };
  const builtIn = defaultRemotesMap([...settings.remoteNames]);
  for (const name of settings.remoteNames) {
    const steps = file.previous[name]?.length ?? 0;
    const source = file.remotes[name] ?? `${builtIn[name] ?? ''} (built-in)`;
    output.out(`${name}\t${source}\t${steps === 0 ? 'no rollback' : `${steps} earlier build${steps === 1 ? '' : 's'} to roll back to`}`);
  }
  // Names the servers serve but this checkout does not know (a section removed since) are shown too.
  for (const [name, url] of Object.entries(file.remotes)) if (!settings.remoteNames.includes(name)) output.out(`${name}\t${url}\tnot a remote of this version`);
}

/** Runs `remote …` and returns the exit code: 0 done, 1 refused (nothing changed), 2 mistyped. */
export async function runRemoteCli(argv: string[], settings: RemoteCommandSettings, output: CliOutput): Promise<number> {
  let command: RemoteCommand;
  try {
    command = parseRemoteCommand(argv, settings.remoteNames);
  } catch (error) {
    if (!(error instanceof RemoteCommandError)) throw error;
    output.err(`${error.message}\n\n${REMOTE_USAGE}`);
    return 2;
  }
  try {
    if (command.command === 'set') await setRemote(settings, command.name, command.url, output);
    else if (command.command === 'rollback') await rollbackRemote(settings, command.name, output);
    else await listRemotes(settings, output);
    return 0;
  } catch (error) {
    if (error instanceof RemoteCommandError || error instanceof ManifestError || error instanceof RemotesConfigError) {
      output.err(error.message);
      return 1;
    }
    throw error;
  }
}
