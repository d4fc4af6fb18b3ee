import { lazy, Suspense } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { accountMutations, toApiError } from '@nail-or-never/shared';
import { FormField, FormProblemMessage, useRecordForm } from '@nail-or-never/shared/kit';
import { otpConfirmSchema, type OtpEnrolment, type RenewedSession } from '@nail-or-never/shared/schemas';

// The QR drawing code (and `qrcode`) arrives only when someone sets up one-time codes.
const OtpQrCode = lazy(async () => ({ default: (await import(/* webpackChunkName: "otp-qr" */ './OtpQrCode')).OtpQrCode }));

const resolver = zodResolver(otpConfirmSchema);
interface OtpFormValues {
  otp: string;
}

/** The secret in groups of four, as authenticator apps print it: easier to type without losing one's place. */
const grouped = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

export interface OtpSetupProps {
  otpEnabled: boolean;
  onEnabled?: () => void;
}

/**
 * One-time codes for the signed-in person: "Set up" asks the server for a new secret, drawn as a QR
 * code (and printed, for typing), and a code from the app confirms it. Until confirmed nothing changes.
 */
export function OtpSetup({ otpEnabled, onEnabled }: OtpSetupProps) {
  const start = useMutation(accountMutations.startOtp());
  const enrolment = start.data;

  // Confirmed (or on already): the API refuses a second enrolment, so nothing else is offered.
  if (otpEnabled) {
    return (
      <p className="account-status">
        <i className="pi pi-check-circle" aria-hidden="true" /> One-time codes are on: signing in asks for a code from your authenticator app.
      </p>
    );
  }
  if (!enrolment) {
    return (
      <div className="account-otp-start">
        <p>With one-time codes on, signing in also asks for a 6-digit code from an authenticator app on your phone, so a stolen password alone is not enough.</p>
        {start.isError ? (
          <p role="alert" className="p-error">
            {toApiError(start.error).message}
          </p>
        ) : null}
        <Button type="button" label="Set up one-time codes" icon="pi pi-qrcode" loading={start.isPending} onClick={() => start.mutate()} />
      </div>
    );
  }
  return <OtpConfirm enrolment={enrolment} onEnabled={onEnabled} />;
}

function OtpConfirm({ enrolment, onEnabled }: { enrolment: OtpEnrolment; onEnabled?: (() => void) | undefined }) {
  const confirm = useMutation(accountMutations.confirmOtp());
  const record = useRecordForm<OtpFormValues, OtpFormValues, string, RenewedSession>({
    resolver,
    values: { otp: '' },
    mutation: confirm,
    toVariables: ({ otp }) => otp,
    kind: 'page',
    savedToast: () => ({ summary: 'One-time codes are on', detail: 'Signing in now asks for a code from your app.' }),
    onSaved: () => () => onEnabled?.(),
  });
  const { busy, errorOf } = record;

  return (
    <div className="account-otp">
      <ol className="account-otp-steps">
        <li>Open your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) and add an account.</li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <Suspense fallback={<div className="account-qr account-qr-pending" role="img" aria-label="Drawing the QR code…" />}>
        <OtpQrCode uri={enrolment.otpauthUri} />
      </Suspense>
      {/* The QR's text alternative: a read-only field, so it has a name, and selecting and copying it is easy. */}
      <FormField id="otp-secret" label="Key for typing into the app" hint="Spaces do not matter.">
        {(a11y) => <InputText {...a11y} readOnly value={grouped(enrolment.secret)} className="account-otp-secret" />}
      </FormField>
      <form noValidate onSubmit={record.onSubmit} className="account-form" aria-busy={busy}>
        <FormField id="otp-confirm-code" label="Code from the app" hint="6 digits; a new one every 30 seconds." error={errorOf('otp')}>
          {(a11y) => <InputText {...a11y} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...record.form.register('otp')} />}
        </FormField>
        <FormProblemMessage {...record.problemProps} />
        <div className="account-form-buttons">
          <Button type="submit" label="Turn on one-time codes" icon="pi pi-check" loading={busy} />
        </div>
        {record.guard}
      </form>
    </div>
  );
}
