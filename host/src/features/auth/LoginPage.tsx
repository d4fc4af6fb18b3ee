import { useEffect, useState, type ReactNode } from 'react';
import { useIsSignedIn, type CredentialsValues } from '@nail-or-never/shared';
import { CredentialsForm } from './CredentialsForm';
import { leaveFor } from './documentNavigation';
import { SparklesIcon } from './loginIcons';
import { OtpForm } from './OtpForm';
import './loginPage.css';

interface LoginPageProps {
  /** Where to go once signed in: a same-site path, already checked (`safeRedirectTarget`). */
  redirectTo: string;
  /** What the app puts below the card (the theme switch): passed in, one feature never imports another. */
  settings?: ReactNode;
}

/**
 * `/admin/login`, a page of its own (its own bundle, no router, no shell). Signing in stores the
 * token in the shared session store; this page follows that store and loads the page the guard
 * turned the visitor away from (or the dashboard). A visitor who is signed in already goes on at
 * once; the form is still what the first render shows, so the prerendered page hydrates as it is.
 */
export function LoginPage({ redirectTo, settings }: LoginPageProps) {
  const signedIn = useIsSignedIn();
  // Set while the API waits for a one-time code: the OTP call needs the credentials again.
  const [pendingCredentials, setPendingCredentials] = useState<CredentialsValues | null>(null);
  const [lastUsername, setLastUsername] = useState('');

  useEffect(() => {
    if (signedIn) leaveFor(redirectTo);
  }, [signedIn, redirectTo]);

  return (
    <main className="login-page">
      <div className="login-card">
        <p className="login-brand">
          <SparklesIcon /> Nail Or Never Admin
        </p>
        {pendingCredentials ? (
          <OtpForm
            credentials={pendingCredentials}
            onBack={() => {
              setLastUsername(pendingCredentials.username);
              setPendingCredentials(null);
            }}
          />
        ) : (
          <CredentialsForm initialUsername={lastUsername} onOtpRequired={setPendingCredentials} />
        )}
      </div>
      {settings}
    </main>
  );
}
