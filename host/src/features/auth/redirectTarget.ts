import { paths } from '../../paths';

export const REDIRECT_PARAM = 'redirectTo';

/**
 * The page to return to after sign-in. Only a same-site path is accepted (`/admin/booking?x=1`),
 * never `//evil.example` or `https://…`, so the login link cannot be used as an open redirect.
 */
export function safeRedirectTarget(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return paths.dashboard.getHref();
  if (raw === paths.login.path || raw.startsWith(`${paths.login.path}?`)) return paths.dashboard.getHref();
  return raw;
}
