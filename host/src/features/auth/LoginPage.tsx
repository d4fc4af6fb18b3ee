import { useEffect, type ReactNode } from 'react';
import { useIsSignedIn } from '@nail-or-never/shared';
import { SignInForm } from '@nail-or-never/shared/signIn';
import { leaveFor } from './documentNavigation';
import './loginPage.css';

interface LoginPageProps {
  /** Where to go once signed in: a same-site path, already checked (`safeRedirectTarget`). */
  redirectTo: string;
  /** What the app puts below the card (the theme switch): passed in, one feature never imports another. */
  settings?: ReactNode;
}

/**
 * `/admin/login`, a page of its own (its own bundle, no router, no shell): the shared sign-in form
 * in a card. Signing in stores the token in the shared session store; this page follows that store
 * and loads the page the guard turned the visitor away from (or the dashboard). A visitor who is
 * signed in already goes on at once; the form is still what the first render shows, so the
 * prerendered page hydrates as it is.
 */
export function LoginPage({ redirectTo, settings }: LoginPageProps) {
  const signedIn = useIsSignedIn();

  useEffect(() => {
    if (signedIn) leaveFor(redirectTo);
  }, [signedIn, redirectTo]);

  return (
    <main className="login-page">
      <div className="login-card">
        <SignInForm brand="Nail Or Never Admin" />
      </div>
      {settings}
    </main>
  );
}
