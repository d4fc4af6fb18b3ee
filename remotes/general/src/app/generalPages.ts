import { remoteEntry, type OperationId } from '@nail-or-never/shared';

/** One page of this remote, as the remotes table names it. */
export interface GeneralPage {
  slug: string;
  title: string;
  /** The operation a role needs to open it (the remotes table's `requires`). */
  requires?: OperationId | undefined;
}

/** The page the host mounted (its `page` prop, from the remotes table), or undefined for an unknown one. */
export function generalPage(slug: string | undefined): GeneralPage | undefined {
  const mount = remoteEntry('general')?.mounts.find((candidate) => candidate.page === slug);
  return mount?.page === undefined ? undefined : { slug: mount.page, title: mount.menu.label, requires: mount.requires };
}
