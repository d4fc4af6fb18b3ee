import { LoginPage } from '../features/auth/LoginPage';
import { LoginSettings } from '../features/settings/LoginSettings';

/** The sign-in page with the theme switch below its card: the app composes the two features. */
export function LoginRoute() {
  return <LoginPage settings={<LoginSettings />} />;
}
