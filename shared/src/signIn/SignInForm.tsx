import { useState } from 'react';
import type { CredentialsValues } from '@nail-or-never/shared';
import { CredentialsForm } from './CredentialsForm';
import { SparklesIcon } from './loginIcons';
import { OtpForm } from './OtpForm';
import './signInForm.css';

export interface SignInFormProps {
  /** The line above the form: whose sign-in this is ("Nail Or Never Admin"). */
  brand: string;
}

/**
 * The one sign-in form: username and password, then, when the API asks for it, the one-time code
 * (the password is sent again with the code; a refused code is cleared). Each field shows its own
 * message, the form its server's failure. Signing in only stores the token in the shared session
 * store: the page around the form (the host's sign-in page, a remote's standalone page) follows that
 * store and moves on. Native controls wearing the theme's classes, no PrimeReact component, so the
 * sign-in page stays light (docs/performance.md). Its first render depends on its props alone,
 * so the sign-in page prerendered at build time hydrates as it is.
 */
export function SignInForm({ brand }: SignInFormProps) {
  // Set while the API waits for a one-time code: the OTP call needs the credentials again.
  const [pendingCredentials, setPendingCredentials] = useState<CredentialsValues | null>(null);
  const [lastUsername, setLastUsername] = useState('');

  return (
    <>
      {/* One text node, as the prerendered HTML has it (renderToStaticMarkup marks no text boundaries). */}
      <p className="login-brand">
        <SparklesIcon />
        {` ${brand}`}
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
    </>
  );
}
