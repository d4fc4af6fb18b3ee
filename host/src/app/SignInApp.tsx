import { lazy } from 'react';
import { LoginPage } from '../features/auth/LoginPage';
import { REDIRECT_PARAM, safeRedirectTarget } from '../features/auth/redirectTarget';
import { LoginSettings } from '../features/settings/LoginSettings';
// The theme fixes the signed-in admin has too (text contrast of the light themes' primary colour).
import '../styles/contrast.css';

const SignInSettingsPanel = lazy(() => import(/* webpackChunkName: "settings" */ './SignInSettingsPanel'));

/** Where the visitor goes after signing in, from `?redirectTo=` (checked: same site only). */
function redirectTarget(search: string): string {
  return safeRedirectTarget(new URLSearchParams(search).get(REDIRECT_PARAM));
}

/**
 * The sign-in page as an app of its own (entry `src/signIn.tsx`, built without federation): the
 * login page with the settings button below its card, composed here because one feature never
 * imports another. No router, no query cache, no axios, no PrimeReact component until the settings
 * panel is opened: the page downloads what it shows.
 */
export function SignInApp({ search }: { search: string }) {
  return <LoginPage redirectTo={redirectTarget(search)} settings={<LoginSettings Panel={SignInSettingsPanel} />} />;
}
