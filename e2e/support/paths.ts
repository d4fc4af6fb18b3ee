import path from 'node:path';

/** Everything the end-to-end harness touches is located from the repository root. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export const REMOTE_NAMES = ['services', 'galleries', 'general'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const HOST_DIST = path.join(REPO_ROOT, 'host', 'dist');

export function remoteDist(name: RemoteName): string {
  return path.join(REPO_ROOT, 'remotes', name, 'dist');
}

export const TSX_BIN = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
export const API_SERVER_ENTRY = path.join(REPO_ROOT, 'api', 'src', 'server.ts');
export const API_CLI_ENTRY = path.join(REPO_ROOT, 'api', 'src', 'cli.ts');
