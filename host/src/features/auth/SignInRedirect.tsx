import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingPanel } from '@nail-or-never/shared';
import { leaveFor } from './documentNavigation';

/**
 * The sign-in URL reached by a link inside the signed-in app: that page is a separate bundle
 * served by the server for this URL, so load it as a document.
 */
export function SignInRedirect() {
  const { pathname, search } = useLocation();
  useEffect(() => leaveFor(`${pathname}${search}`), [pathname, search]);
  return <LoadingPanel label="Opening the sign-in page…" />;
}
