import { useCallback, useState } from 'react';
import { sessionStore, signInApi, useSingleFlight } from '@nail-or-never/shared';
import { OTP_LENGTH, otpChecks, type CredentialsValues, type OtpValues } from './signInFields';
import { describedBy, FieldError } from './FieldError';
import { FormAlert } from './FormAlert';
import { ArrowLeftIcon } from './loginIcons';
import { FormButton, TextInput } from './signInControls';
import { useCheckedFields } from './useCheckedFields';

interface OtpFormProps {
  credentials: CredentialsValues;
  onBack: () => void;
}

const INPUT_IDS = { otp: 'login-otp' } as const;

/** Second step for an administrator with one-time codes on: the API wants the password again. */
export function OtpForm({ credentials, onBack }: OtpFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const { values, errors, change, check, showServerErrors, clear } = useCheckedFields<keyof OtpValues>({ otp: '' }, otpChecks, INPUT_IDS);

  const verify = useCallback(async () => {
    setFailure(null);
    const outcome = await signInApi.verifyOtp({ ...credentials, otp: values.otp.trim() });
    if (outcome.status === 'signed-in') {
      sessionStore.getState().signIn(outcome.session.token);
      return;
    }
    showServerErrors(outcome.error.fieldErrors);
    setFailure(outcome.error.message);
    // A rejected code is never worth editing: start the next attempt from an empty, focused field.
    clear('otp');
    document.getElementById(INPUT_IDS.otp)?.focus();
  }, [credentials, values, showServerErrors, clear]);
  const { run, busy } = useSingleFlight(verify);

  return (
    <form
      className="login-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (check()) void run();
      }}
      noValidate
      aria-labelledby="otp-title"
    >
      <h1 id="otp-title">Enter your code</h1>
      <p className="login-hint" id="otp-hint">
        Open your authenticator app and enter the {OTP_LENGTH}-digit code for <strong>{credentials.username}</strong>.
      </p>
      <div className="login-field">
        <label htmlFor={INPUT_IDS.otp}>One-time code</label>
        <TextInput
          id={INPUT_IDS.otp}
          name="otp"
          autoFocus
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          className="login-otp-input"
          value={values.otp}
          onChange={(event) => change('otp', event.target.value)}
          invalid={Boolean(errors.otp)}
          {...describedBy('login-otp-error', errors.otp)}
        />
        <FieldError id="login-otp-error" message={errors.otp} />
      </div>
      <FormAlert message={failure} />
      <FormButton type="submit" label={busy ? 'Verifying…' : 'Verify code'} busy={busy} className="login-submit" />
      <FormButton type="button" look="link" label="Back to sign-in" icon={<ArrowLeftIcon />} onClick={onBack} disabled={busy} className="login-back" />
    </form>
  );
}
