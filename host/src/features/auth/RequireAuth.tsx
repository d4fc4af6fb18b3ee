import { Outlet, useLocation } from '@nail-or-never/shared/router';
import { useIsSignedIn } from '@nail-or-never/shared';
import { paths } from '../../paths';
import { SignInRedirect } from './SignInRedirect';

/**
 * Every route sits below this guard. It follows the session store, so when the shared http client
 * drops the token (a 401 saying Unauthorized / Token expired / Invalid token) the visitor is sent
 * to the sign-in page (a page of its own, so a full page load), which brings them back here.
 */
export function RequireAuth() {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  const askedFor = `${location.pathname}${location.search}${location.hash}`;

  if (!signedIn) {
    const isHome = askedFor === paths.dashboard.getHref();
    return <SignInRedirect href={paths.login.getHref(isHome ? undefined : askedFor)} />;
  }
  return <Outlet />;
}
