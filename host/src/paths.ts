import { SECTION_MOUNTS } from '@nail-or-never/shared';

/**
 * Every route of the host in one place. `path` is what the router matches; `getHref` builds links.
 * The sections' routes come from the remotes table (`shared/remotes.json`).
 */
export const paths = {
  dashboard: { path: '/', getHref: () => '/' },
  login: {
    path: '/admin/login',
    /** `redirectTo` is the page the guard turned the visitor away from; login returns there. */
    getHref: (redirectTo?: string) => (redirectTo ? `/admin/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/admin/login'),
  },
  /** The signed-in person's own account (password, one-time codes, sessions): every role. */
  account: { path: '/admin/account', getHref: () => '/admin/account' },
} as const;

/** Every mount point of the remotes table becomes one section route; the remote owns everything below it. */
export const SECTION_ROUTES = SECTION_MOUNTS.map((mount) => ({ ...mount, path: `${mount.basePath}/*` }));
