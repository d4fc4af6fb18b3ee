import { useCallback, useState } from 'react';
import { credentialChecks, sessionStore, signInApi, toCredentials, useSingleFlight, type CredentialsValues } from '@nail-or-never/shared';
import { SignInField, SignInStep } from './SignInStep';
import { useCheckedFields } from './useCheckedFields';

interface CredentialsFormProps {
  initialUsername: string;
  onOtpRequired: (credentials: CredentialsValues) => void;
}

const INPUT_IDS = { username: 'login-username', password: 'login-password' } as const;

/** First step: username and password, checked here, then sent over `signInApi`. */
export function CredentialsForm({ initialUsername, onOtpRequired }: CredentialsFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const { values, errors, change, check, showServerErrors } = useCheckedFields<keyof CredentialsValues>(
    { username: initialUsername, password: '' },
    credentialChecks,
    INPUT_IDS,
  );

  const signIn = useCallback(async () => {
    setFailure(null);
    const credentials = toCredentials(values);
    const outcome = await signInApi.login(credentials);
    if (outcome.status === 'failed') {
      showServerErrors(outcome.error.fieldErrors);
      setFailure(outcome.error.message);
    } else if (outcome.status === 'otp-required') {
      onOtpRequired(credentials);
    } else {
      // The page around the form follows the session store and moves on by itself.
      sessionStore.getState().signIn(outcome.session.token);
    }
  }, [values, onOtpRequired, showServerErrors]);
  const { run, busy } = useSingleFlight(signIn);

  return (
    <SignInStep
      titleId="login-title"
      title="Sign in"
      onSubmit={() => check() && void run()}
      failure={failure}
      submitLabel="Sign in"
      busyLabel="Signing in…"
      busy={busy}
    >
      <SignInField
        id={INPUT_IDS.username}
        label="Username"
        name="username"
        autoComplete="username"
        autoFocus
        value={values.username}
        onValue={(value) => change('username', value)}
        error={errors.username}
      />
      <SignInField
        id={INPUT_IDS.password}
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onValue={(value) => change('password', value)}
        error={errors.password}
      />
    </SignInStep>
  );
}
