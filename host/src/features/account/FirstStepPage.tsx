import type { ReactNode } from 'react';
import type { PendingStep } from '@nail-or-never/shared/schemas';
import { SectionToastProvider } from '@nail-or-never/shared/kit';
import { OtpSetup } from './OtpSetup';
import { PasswordChangeForm } from './PasswordChangeForm';
import './account.css';

const TITLES: Record<PendingStep, { title: string; lead: string }> = {
  changePassword: {
    title: 'Choose your own password',
    lead: 'You signed in with a temporary password. Choose one only you know before going on.',
  },
  enrolOtp: {
    title: 'Set up one-time codes',
    lead: 'The salon owner requires one-time codes for your account. Set them up before going on.',
  },
};

/**
 * What stands between a signed-in person and the app (`pendingStep` of `/users/me`): the API
 * answers 403 to everything else until it is done, so nothing else is shown. Done, the step's
 * write refreshes who is signed in and the app appears.
 */
export function FirstStepPage({ step, leave }: { step: PendingStep; leave: ReactNode }) {
  const { title, lead } = TITLES[step];
  return (
    <SectionToastProvider>
      <main className="account-first-step">
        <section className="kit-card account-first-step-card" aria-labelledby="first-step-heading">
          <h1 id="first-step-heading">{title}</h1>
          <p>{lead}</p>
          {step === 'changePassword' ? (
            <PasswordChangeForm idPrefix="first-password" currentLabel="Temporary password" submitLabel="Save my password" />
          ) : (
            <OtpSetup otpEnabled={false} />
          )}
          <div className="account-first-step-leave">{leave}</div>
        </section>
      </main>
    </SectionToastProvider>
  );
}
