import { renderToStaticMarkup } from 'react-dom/server';
import { SignInApp } from '../src/app/SignInApp';

/**
 * The sign-in page as HTML, made at build time: sign-in/index.html carries it, so the form is
 * painted before any script has run; `src/signIn.tsx` then hydrates it. Rendered without a query
 * string: `?redirectTo=` only changes where the page goes after signing in, never what it shows.
 */
export function renderSignInMarkup(): string {
  return renderToStaticMarkup(<SignInApp search="" />);
}

// The build step (scripts/lib/prerenderSignIn.mjs) runs this file and reads the page from stdout.
console.log(renderSignInMarkup());
