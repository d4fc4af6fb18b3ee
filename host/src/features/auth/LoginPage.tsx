import { useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useIsSignedIn } from '@nail-or-never/shared';
import { CredentialsForm } from './CredentialsForm';
import { SparklesIcon } from './loginIcons';
import type { CredentialsValues } from './signInFields';
import { OtpForm } from './OtpForm';
import { REDIRECT_PARAM, safeRedirectTarget } from './redirectTarget';
import './loginPage.css';

/**
 * `/admin/login`: its own layout, no shell, no guard. Signing in stores the token in the shared
 * session store; this page follows that store and sends the visitor on to the page the guard
 * turned them away from (or the dashboard). `settings` is what the app puts below the card (the
 * theme switch): passed in, because one feature never imports another.
 */
export function LoginPage({ settings }: { settings?: ReactNode }) {
  const signedIn = useIsSignedIn();
  const [searchParams] = useSearchParams();
  // Set while the API waits for a one-time code: the OTP call needs the credentials again.
  const [pendingCredentials, setPendingCredentials] = useState<CredentialsValues | null>(null);
  const [lastUsername, setLastUsername] = useState('');

  if (signedIn) return <Navigate to={safeRedirectTarget(searchParams.get(REDIRECT_PARAM))} replace />;

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
