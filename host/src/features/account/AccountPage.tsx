import { useQuery } from '@tanstack/react-query';
import { accountQueries, LoadingPanel, ROLE_LABELS, StatePanel, toApiError } from '@nail-or-never/shared';
import { SectionToastProvider } from '@nail-or-never/shared/kit';
import { OtpSetup } from './OtpSetup';
import { PasswordChangeForm } from './PasswordChangeForm';
import { SessionsList } from './SessionsList';
import './account.css';

/** `/admin/account`: everyone's own account: password, one-time codes, signed-in devices. */
export function AccountPage() {
  const me = useQuery(accountQueries.me());

  return (
    <SectionToastProvider>
      <div className="kit-page account-page">
        <header className="kit-page-header">
          <div>
            <p className="kit-eyebrow">Account</p>
            <h1>My account</h1>
            {me.data ? (
              <p className="kit-page-lead">
                Signed in as <strong>{me.data.name || me.data.username}</strong> ({me.data.username}), {ROLE_LABELS[me.data.role]}.
              </p>
            ) : null}
          </div>
        </header>
        {me.isPending ? <LoadingPanel label="Loading your account…" /> : null}
        {me.isError ? (
          <StatePanel tone="error" title="Your account could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void me.refetch() }}>
            {toApiError(me.error).message}
          </StatePanel>
        ) : null}
        {me.isSuccess ? (
          <>
            <section className="kit-card" aria-labelledby="account-password-heading">
              <h2 id="account-password-heading">Password</h2>
              <PasswordChangeForm idPrefix="account-password" currentLabel="Current password" submitLabel="Change password" />
            </section>
            <section className="kit-card" aria-labelledby="account-otp-heading">
              <h2 id="account-otp-heading">One-time codes</h2>
              <OtpSetup otpEnabled={me.data.otpEnabled} />
            </section>
            <section className="kit-card" aria-labelledby="account-sessions-heading">
              <h2 id="account-sessions-heading">Where you are signed in</h2>
              <SessionsList />
            </section>
          </>
        ) : null}
      </div>
    </SectionToastProvider>
  );
}
