import { useEffect } from 'react';
import { useLocation } from '@nail-or-never/shared/router';
import { LoadingPanel } from '@nail-or-never/shared';
import { leaveFor } from './documentNavigation';

/**
 * Loads the sign-in page as a document: it is a separate bundle the server sends for its URL.
 * `href` is where to go (the guard adds the page to come back to); without it, the URL this
 * element was reached at (a link to the sign-in page inside the signed-in app).
 */
export function SignInRedirect({ href }: { href?: string }) {
  const { pathname, search } = useLocation();
  const target = href ?? `${pathname}${search}`;
  useEffect(() => leaveFor(target), [target]);
  return <LoadingPanel label="Opening the sign-in page…" />;
}
