import { useCallback, useState } from 'react';
import { otpChecks, sessionStore, signInApi, SIGN_IN_LIMITS, useSingleFlight, type CredentialsValues, type OtpValues } from '@nail-or-never/shared';
import { ArrowLeftIcon } from './loginIcons';
import { FormButton } from './signInControls';
import { SignInField, SignInStep } from './SignInStep';
import { useCheckedFields } from './useCheckedFields';

interface OtpFormProps {
  credentials: CredentialsValues;
  onBack: () => void;
}

const INPUT_IDS = { otp: 'login-otp' } as const;
const OTP_LENGTH = SIGN_IN_LIMITS.otpLength;

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
    <SignInStep
      titleId="otp-title"
      title="Enter your code"
      onSubmit={() => check() && void run()}
      failure={failure}
      submitLabel="Verify code"
      busyLabel="Verifying…"
      busy={busy}
      after={<FormButton type="button" look="link" label="Back to sign-in" icon={<ArrowLeftIcon />} onClick={onBack} disabled={busy} className="login-back" />}
    >
      <p className="login-hint" id="otp-hint">
        Open your authenticator app and enter the {OTP_LENGTH}-digit code for <strong>{credentials.username}</strong>.
      </p>
      <SignInField
        id={INPUT_IDS.otp}
        label="One-time code"
        name="otp"
        autoFocus
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        className="login-otp-input"
        value={values.otp}
        onValue={(value) => change('otp', value)}
        error={errors.otp}
      />
    </SignInStep>
  );
}
