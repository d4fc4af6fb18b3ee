import { useCallback, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { authApi, sessionStore, toApiError, useSingleFlight } from '@nail-or-never/shared';
import { credentialRules, toCredentials, type CredentialsValues } from './signInFields';
import { describedBy, FieldError } from './FieldError';
import { FormAlert } from './FormAlert';

interface CredentialsFormProps {
  initialUsername: string;
  onOtpRequired: (credentials: CredentialsValues) => void;
}

const FIELDS = ['username', 'password'] as const;

export function CredentialsForm({ initialUsername, onOtpRequired }: CredentialsFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CredentialsValues>({ defaultValues: { username: initialUsername, password: '' } });

  const signIn = useCallback(
    async (typed: CredentialsValues) => {
      setFailure(null);
      const values = toCredentials(typed);
      try {
        const outcome = await authApi.login(values);
        if (outcome.status === 'otp-required') onOtpRequired(values);
        // The login page follows the session store and moves on by itself.
        else sessionStore.getState().signIn(outcome.session.token);
      } catch (error) {
        const apiError = toApiError(error);
        for (const field of FIELDS) {
          const message = apiError.fieldErrors[field];
          if (message) setError(field, { message });
        }
        setFailure(apiError.message);
      }
    },
    [onOtpRequired, setError],
  );
  const { run, busy } = useSingleFlight(signIn);

  return (
    <form className="login-form" onSubmit={handleSubmit(run)} noValidate aria-labelledby="login-title">
      <h1 id="login-title">Sign in</h1>
      <div className="login-field">
        <label htmlFor="login-username">Username</label>
        <InputText
          id="login-username"
          autoComplete="username"
          autoFocus
          invalid={Boolean(errors.username)}
          {...describedBy('login-username-error', errors.username?.message)}
          {...register('username', credentialRules.username)}
        />
        <FieldError id="login-username-error" message={errors.username?.message} />
      </div>
      <div className="login-field">
        <label htmlFor="login-password">Password</label>
        <Controller
          name="password"
          control={control}
          rules={credentialRules.password}
          render={({ field }) => (
            <Password
              inputId="login-password"
              inputRef={field.ref}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              feedback={false}
              autoComplete="current-password"
              invalid={Boolean(errors.password)}
              {...describedBy('login-password-error', errors.password?.message)}
            />
          )}
        />
        <FieldError id="login-password-error" message={errors.password?.message} />
      </div>
      <FormAlert message={failure} />
      <Button type="submit" label={busy ? 'Signing in…' : 'Sign in'} loading={busy} disabled={busy} className="login-submit" />
    </form>
  );
}
