// Through the package entry, never by relative path: the form must use the page's one session store.
import { SignInForm } from '@nail-or-never/shared/signIn';

/**
 * The sign-in of a remote's standalone dev page: the host's sign-in form itself (`SignInForm`: the
 * same fields, checks, messages, `signInApi` calls, one-time code step and `sessionStore`), under
 * the remote's name and without the host page's card and settings button. `startStandalone` follows
 * the session store and shows the section once signed in.
 */
export function StandaloneSignIn({ title }: { title: string }) {
  return (
    <main style={{ maxWidth: '24rem', margin: '4rem auto', padding: '0 1rem' }}>
      <SignInForm brand={`${title} — standalone sign-in`} />
    </main>
  );
}
