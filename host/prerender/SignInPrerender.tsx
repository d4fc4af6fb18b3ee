import { renderToStaticMarkup } from 'react-dom/server';
import { EARLY_SUBMIT_CAPTURE } from '@nail-or-never/shared/signIn';
import { SignInApp } from '../src/app/SignInApp';

/**
 * The sign-in page as HTML, made at build time: sign-in/index.html carries it, so the form is
 * painted before any script has run; `src/signIn.tsx` then hydrates it. Rendered without a query
 * string: `?redirectTo=` only changes where the page goes after signing in, never what it shows.
 */
export function renderSignInMarkup(): string {
  return renderToStaticMarkup(<SignInApp search="" />);
}

// The build step (scripts/lib/prerenderSignIn.mjs) runs this file and reads from stdout the page and
// the inline script that holds a submission made before hydration (shared/src/signIn/earlySubmit.ts).
console.log(JSON.stringify({ markup: renderSignInMarkup(), earlySubmitCapture: EARLY_SUBMIT_CAPTURE }));
