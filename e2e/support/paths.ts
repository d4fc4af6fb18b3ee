import path from 'node:path';
import remoteTable from '@nail-or-never/shared/remotes.json';

/** Everything the end-to-end harness touches is located from the repository root. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Every remote, from the one remotes table (`shared/remotes.json`): what the build checks look for. */
export const REMOTE_NAMES: readonly string[] = remoteTable.remotes.map((remote) => remote.name);
/** The remotes the end-to-end probes know (`sections.ts`); a new section adds its probe there. */
export type RemoteName = 'services' | 'galleries' | 'general';

export const HOST_DIST = path.join(REPO_ROOT, 'host', 'dist');

export function remoteDist(name: string): string {
  return path.join(REPO_ROOT, 'remotes', name, 'dist');
}

export const TSX_BIN = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
export const API_CLI_ENTRY = path.join(REPO_ROOT, 'api', 'src', 'cli.ts');
