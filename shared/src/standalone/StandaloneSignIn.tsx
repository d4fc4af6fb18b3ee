import { type FormEvent, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
// Through the package entry, never by relative path: this entry must use the page's one session store.
import {
  credentialChecks,
  otpChecks,
  sessionStore,
  signInApi,
  SIGN_IN_LIMITS,
  toCredentials,
  type CredentialsValues,
  type FieldCheck,
} from '@nail-or-never/shared';

const fieldStyle = { display: 'flex', flexDirection: 'column', gap: '0.25rem' } as const;

/** The first message among the fields' checks, or null when every value passes. */
function firstProblem<Field extends string>(checks: Record<Field, FieldCheck>, values: Record<Field, string>): string | null {
  for (const field of Object.keys(checks) as Field[]) {
    const message = checks[field](values[field]);
    if (message) return message;
  }
  return null;
}

/**
 * The minimal sign-in of a remote's standalone dev page. It signs in the way the host's sign-in page
 * does: the same checks and messages, the same `signInApi` calls, the same one-time code step (the
 * password is sent again with the code; a refused code is cleared), and the same `sessionStore`, so a
 * remote never grows its own token handling. Only the look is plainer.
 */
export function StandaloneSignIn({ title }: { title: string }) {
  const [credentials, setCredentials] = useState<CredentialsValues>({ username: '', password: '' });
  // Set once the API asks for a one-time code: that call needs the credentials again.
  const [pending, setPending] = useState<CredentialsValues | null>(null);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  async function send(): Promise<void> {
    if (pending) {
      const outcome = await signInApi.verifyOtp({ ...pending, otp: otp.trim() });
      if (outcome.status === 'signed-in') {
        sessionStore.getState().signIn(outcome.session.token);
        return;
      }
      setOtp('');
      setError(outcome.error.message);
      return;
    }
    const sent = toCredentials(credentials);
    const outcome = await signInApi.login(sent);
    if (outcome.status === 'failed') setError(outcome.error.message);
    else if (outcome.status === 'otp-required') setPending(sent);
    else sessionStore.getState().signIn(outcome.session.token);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const problem = pending ? firstProblem(otpChecks, { otp }) : firstProblem(credentialChecks, credentials);
    setError(problem);
    if (problem) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await send();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <main style={{ maxWidth: '22rem', margin: '4rem auto', padding: '0 1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: '1.4rem' }}>{title} — standalone sign-in</h1>
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
        {pending ? (
          <div style={fieldStyle}>
            <label htmlFor="standalone-otp">One-time code</label>
            <InputText
              id="standalone-otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={SIGN_IN_LIMITS.otpLength}
              value={otp}
              onChange={(e) => setOtp(e.target.value)}
            />
          </div>
        ) : (
          <>
            <div style={fieldStyle}>
              <label htmlFor="standalone-username">Username</label>
              <InputText
                id="standalone-username"
                autoComplete="username"
                value={credentials.username}
                onChange={(e) => setCredentials({ ...credentials, username: e.target.value })}
              />
            </div>
            <div style={fieldStyle}>
              <label htmlFor="standalone-password">Password</label>
              <InputText
                id="standalone-password"
                type="password"
                autoComplete="current-password"
                value={credentials.password}
                onChange={(e) => setCredentials({ ...credentials, password: e.target.value })}
              />
            </div>
          </>
        )}
        {error ? (
          <p role="alert" style={{ color: 'var(--red-600, #b91c1c)', margin: 0 }}>
            {error}
          </p>
        ) : null}
        <Button type="submit" label={pending ? 'Verify code' : 'Sign in'} loading={busy} disabled={busy} />
        {pending ? (
          <Button
            type="button"
            link
            label="Back to sign-in"
            disabled={busy}
            onClick={() => {
              setPending(null);
              setOtp('');
              setError(null);
            }}
          />
        ) : null}
      </form>
    </main>
  );
}
