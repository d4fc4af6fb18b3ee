import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { authApi, sessionStore, toApiError, useSingleFlight } from '@nail-or-never/shared';
import { OTP_LENGTH, otpRules, type CredentialsValues, type OtpValues } from './signInFields';
import { describedBy, FieldError } from './FieldError';
import { FormAlert } from './FormAlert';
import { ArrowLeftIcon } from './loginIcons';

interface OtpFormProps {
  credentials: CredentialsValues;
  onBack: () => void;
}

/** Second step for an administrator with one-time codes on: the API wants the password again. */
export function OtpForm({ credentials, onBack }: OtpFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors },
  } = useForm<OtpValues>({ defaultValues: { otp: '' } });

  const verify = useCallback(
    async ({ otp }: OtpValues) => {
      setFailure(null);
      try {
        const session = await authApi.verifyOtp({ ...credentials, otp: otp.trim() });
        sessionStore.getState().signIn(session.token);
      } catch (error) {
        const apiError = toApiError(error);
        const fieldMessage = apiError.fieldErrors.otp;
        if (fieldMessage) setError('otp', { message: fieldMessage });
        setFailure(apiError.message);
        // A rejected code is never worth editing: start the next attempt from an empty, focused field.
        resetField('otp', { keepError: true });
      }
    },
    [credentials, setError, resetField],
  );
  const { run, busy } = useSingleFlight(verify);

  return (
    <form className="login-form" onSubmit={handleSubmit(run)} noValidate aria-labelledby="otp-title">
      <h1 id="otp-title">Enter your code</h1>
      <p className="login-hint" id="otp-hint">
        Open your authenticator app and enter the {OTP_LENGTH}-digit code for <strong>{credentials.username}</strong>.
      </p>
      <div className="login-field">
        <label htmlFor="login-otp">One-time code</label>
        <InputText
          id="login-otp"
          autoFocus
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          className="login-otp-input"
          invalid={Boolean(errors.otp)}
          {...describedBy('login-otp-error', errors.otp?.message)}
          {...register('otp', otpRules)}
        />
        <FieldError id="login-otp-error" message={errors.otp?.message} />
      </div>
      <FormAlert message={failure} />
      <Button type="submit" label={busy ? 'Verifying…' : 'Verify code'} loading={busy} disabled={busy} className="login-submit" />
      <Button type="button" link label="Back to sign-in" icon={<ArrowLeftIcon />} onClick={onBack} disabled={busy} className="login-back" />
    </form>
  );
}
