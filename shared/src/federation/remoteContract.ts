import type { ComponentType } from 'react';
import type { RemoteName } from './remoteTable';

/**
 * The contract between the host and the remotes, as types (no dts plugin, no build-time remotes).
 * A remote's name is its federation name and its key in the runtime config `/remotes.json`.
 */
// The names themselves come from the remotes table (`remoteTable.ts`).

/** The module every remote exposes as `./Section`. */
export const SECTION_EXPOSE = 'Section';

export interface RemoteSectionProps {
  /**
   * The absolute path the section is mounted at (`/admin/parent-service`, `/admin/gift-card`).
   * The section's own `<Routes>` are relative to it; it uses the value to build absolute links.
   */
  basePath: string;
  /** For a remote mounted more than once (general): which of its pages this mount is, from the remotes table. */
  page?: string | undefined;
}

export interface RemoteSectionModule {
  default: ComponentType<RemoteSectionProps>;
}

/** `/remotes.json`: remote name -> URL of its `mf-manifest.json` (or `remoteEntry.js`). */
export type RemotesConfig = Record<RemoteName, string>;
