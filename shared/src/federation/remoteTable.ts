import table from '../../remotes.json';
import type { OperationId } from '../schemas/permissions';

/**
 * The one table of remotes (`shared/remotes.json`): the host's router and menu, the dev ports, the
 * scripts, the API's static serving and the end-to-end support all read it. JSON so CommonJS
 * webpack configs and `.mjs` scripts read the same file; this module gives it its types.
 * Adding a section = one entry in the JSON plus its `remotes/<name>/` folder.
 */

/** The menu icons the host draws. */
export type MenuIconName = 'home' | 'services' | 'gallery' | 'plus' | 'folder' | 'gift' | 'calendar' | 'client' | 'users' | 'mail' | 'info' | 'key' | 'history' | 'away';

/** The group lists the host loads for the menu; a mount that names one lists its groups below "Add". */
export type MenuGroupList = 'serviceGroups' | 'galleryGroups';

export interface MountMenu {
  label: string;
  icon: MenuIconName;
  groupList?: MenuGroupList;
  /** The label of the synthetic first entry (`<basePath>/add`) of a group list. */
  addLabel?: string;
}

/** One place a remote's section is mounted in the host. */
export interface RemoteMount {
  /** Absolute path; the section owns everything below it. */
  basePath: string;
  /** For a remote mounted more than once: which of its pages this mount shows. */
  page?: string;
  menu: MountMenu;
  /**
   * The operation (permission table) a role needs to see this page: without it the menu leaves the
   * entry out and the address shows "Not allowed". Omitted: every signed-in role.
   */
  requires?: OperationId;
}

export interface RemoteEntry {
  /** Federation name, folder name under `remotes/` and key in `/remotes.json`. */
  name: string;
  devPort: number;
  /** How the section is named to people (loading and error panels). */
  label: string;
  /** The sidebar heading its menu entries sit under. */
  menuHeading: string;
  mounts: RemoteMount[];
}

export interface RemoteTable {
  host: { devPort: number };
  remotes: RemoteEntry[];
}

// The JSON's strings are checked against the types above here, once, at compile time.
const typedTable: RemoteTable = table as RemoteTable;

export const REMOTES: readonly RemoteEntry[] = typedTable.remotes;
export const HOST_DEV_PORT = typedTable.host.devPort;

export const REMOTE_NAMES: readonly string[] = REMOTES.map((remote) => remote.name);

/** A remote's name is any name the table lists. */
export type RemoteName = string;

export function isRemoteName(value: string): value is RemoteName {
  return REMOTE_NAMES.includes(value);
}

export function remoteEntry(name: RemoteName): RemoteEntry | undefined {
  return REMOTES.find((remote) => remote.name === name);
}

/** Every mount point with the remote that owns it, in table order. */
export const SECTION_MOUNTS: readonly (RemoteMount & { remote: RemoteName })[] = REMOTES.flatMap((remote) =>
  remote.mounts.map((mount) => ({ ...mount, remote: remote.name })),
);
