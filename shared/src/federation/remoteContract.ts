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

/** The page of a section a visitor is about to open (they hover or focus its menu entry). */
export interface SectionPreloadTarget {
  /** The mount's page, for a remote mounted more than once (as `RemoteSectionProps.page`). */
  page?: string | undefined;
  /** The path below the mount point, without a leading slash: `add`, `12`, or '' for the mount itself. */
  path: string;
  /** The address's query (`?view=week&date=2026-11-23`), for a page whose data follows it. */
  search?: string | undefined;
}

export interface RemoteSectionModule {
  default: ComponentType<RemoteSectionProps>;
  /**
   * Optional: starts loading the code of the page at `target`. The host calls it on intent, so the
   * click finds the page loaded: a page whose code arrives after the click first shows its loading
   * panel, and React then holds the page back for 300 ms (its fallback throttle). Never needed for
   * correctness; a remote without it still works.
   */
  preload?: (target: SectionPreloadTarget) => Promise<unknown>;
  /**
   * Optional: starts the calls the page at `target` makes first, into the shared query cache. The
   * host calls it only for the address a visit opens at (never on a hover: a call per glance at the
   * menu would cost the API), as soon as the section's module is in, so the data travels while the
   * page's code and the app's first render are still on their way. Never throws; never needed for
   * correctness: the page makes the same calls itself and the cache runs one request per key.
   */
  prefetchData?: (target: SectionPreloadTarget) => void;
}

/** `/remotes.json`: remote name -> URL of its `mf-manifest.json` (or `remoteEntry.js`). */
export type RemotesConfig = Record<RemoteName, string>;
