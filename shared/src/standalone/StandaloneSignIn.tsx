import { type FormEvent, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
// Through the package entry, never by relative path: this entry must use the page's one session store.
import { authApi, sessionStore, toApiError } from '@nail-or-never/shared';

type Step = 'credentials' | 'otp';

const fieldStyle = { display: 'flex', flexDirection: 'column', gap: '0.25rem' } as const;

/**
 * The minimal sign-in of a remote's standalone dev page. It goes through the same `authApi` and
 * `sessionStore` as the host, so a remote never grows its own token handling. The real login page
 * (validation, designed states) is the host's.
 */
export function StandaloneSignIn({ title }: { title: string }) {
  const [step, setStep] = useState<Step>('credentials');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    if (!username.trim() || !password || (step === 'otp' && !/^\d{6}$/.test(otp))) {
      setError(step === 'otp' ? 'Enter the 6-digit code.' : 'Enter your username and password.');
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      if (step === 'otp') {
        const session = await authApi.verifyOtp({ username: username.trim(), password, otp });
        sessionStore.getState().signIn(session.token);
        return;
      }
      const outcome = await authApi.login({ username: username.trim(), password });
      if (outcome.status === 'otp-required') setStep('otp');
      else sessionStore.getState().signIn(outcome.session.token);
    } catch (caught) {
      setError(toApiError(caught).message);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <main style={{ maxWidth: '22rem', margin: '4rem auto', padding: '0 1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: '1.4rem' }}>{title} — standalone sign-in</h1>
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
        {step === 'credentials' ? (
          <>
            <div style={fieldStyle}>
              <label htmlFor="standalone-username">Username</label>
              <InputText id="standalone-username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
            </div>
            <div style={fieldStyle}>
              <label htmlFor="standalone-password">Password</label>
              <InputText
                id="standalone-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </div>
          </>
        ) : (
          <div style={fieldStyle}>
            <label htmlFor="standalone-otp">One-time code</label>
            <InputText
              id="standalone-otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              onChange={(e) => setOtp(e.target.value)}
            />
          </div>
        )}
        {error ? (
          <p role="alert" style={{ color: 'var(--red-600, #b91c1c)', margin: 0 }}>
            {error}
          </p>
        ) : null}
        <Button type="submit" label={step === 'otp' ? 'Verify code' : 'Sign in'} loading={busy} disabled={busy} />
      </form>
    </main>
  );
}
