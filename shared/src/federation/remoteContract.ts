import type { ComponentType } from 'react';

/**
 * The contract between the host and the remotes, as types (no dts plugin, no build-time remotes).
 * A remote's name is its federation name and its key in the runtime config `/remotes.json`.
 */
export const REMOTE_NAMES = ['services', 'galleries', 'general'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/** The module every remote exposes as `./Section`. */
export const SECTION_EXPOSE = 'Section';

export interface RemoteSectionProps {
  /**
   * The absolute path the section is mounted at (`/admin/parent-service`, `/admin/gift-card`).
   * The section's own `<Routes>` are relative to it; it uses the value to build absolute links and,
   * for the general remote, to know which of its pages the host mounted.
   */
  basePath: string;
}

export interface RemoteSectionModule {
  default: ComponentType<RemoteSectionProps>;
}

/** `/remotes.json`: remote name -> URL of its `mf-manifest.json` (or `remoteEntry.js`). */
export type RemotesConfig = Partial<Record<RemoteName, string>>;
