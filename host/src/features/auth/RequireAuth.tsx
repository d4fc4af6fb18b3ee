import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useIsSignedIn } from '@nail-or-never/shared';
import { paths } from '../../paths';

/**
 * Every route but the login page sits below this guard. It follows the session store, so when the
 * shared http client drops the token (a 401 saying Unauthorized / Token expired / Invalid token)
 * the visitor lands on the login page, which brings them back here after signing in.
 */
export function RequireAuth() {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  if (!signedIn) {
    const askedFor = `${location.pathname}${location.search}${location.hash}`;
    const isHome = askedFor === paths.dashboard.getHref();
    return <Navigate to={paths.login.getHref(isHome ? undefined : askedFor)} replace />;
  }
  return <Outlet />;
}
