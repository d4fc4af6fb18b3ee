import { useCallback, useState } from 'react';
import { sessionStore, signInApi, useSingleFlight } from '@nail-or-never/shared';
import { credentialChecks, toCredentials, type CredentialsValues } from './signInFields';
import { describedBy, FieldError } from './FieldError';
import { FormAlert } from './FormAlert';
import { FormButton, TextInput } from './signInControls';
import { useCheckedFields } from './useCheckedFields';

interface CredentialsFormProps {
  initialUsername: string;
  onOtpRequired: (credentials: CredentialsValues) => void;
}

const INPUT_IDS = { username: 'login-username', password: 'login-password' } as const;

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
      // The login page follows the session store and moves on by itself.
      sessionStore.getState().signIn(outcome.session.token);
    }
  }, [values, onOtpRequired, showServerErrors]);
  const { run, busy } = useSingleFlight(signIn);

  return (
    <form
      className="login-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (check()) void run();
      }}
      noValidate
      aria-labelledby="login-title"
    >
      <h1 id="login-title">Sign in</h1>
      <div className="login-field">
        <label htmlFor={INPUT_IDS.username}>Username</label>
        <TextInput
          id={INPUT_IDS.username}
          name="username"
          autoComplete="username"
          autoFocus
          value={values.username}
          onChange={(event) => change('username', event.target.value)}
          invalid={Boolean(errors.username)}
          {...describedBy('login-username-error', errors.username)}
        />
        <FieldError id="login-username-error" message={errors.username} />
      </div>
      <div className="login-field">
        <label htmlFor={INPUT_IDS.password}>Password</label>
        <TextInput
          id={INPUT_IDS.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
          invalid={Boolean(errors.password)}
          {...describedBy('login-password-error', errors.password)}
        />
        <FieldError id="login-password-error" message={errors.password} />
      </div>
      <FormAlert message={failure} />
      <FormButton type="submit" label={busy ? 'Signing in…' : 'Sign in'} busy={busy} className="login-submit" />
    </form>
  );
}
