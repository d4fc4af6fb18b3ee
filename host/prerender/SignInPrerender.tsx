import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PrimeReactProvider } from 'primereact/api';
import { ACCESSIBLE_PASS_THROUGH } from '../src/app/accessiblePassThrough';
import { LoginRoute } from '../src/app/LoginRoute';
import { paths } from '../src/paths';

/**
 * The sign-in page as HTML, made at build time: index.html carries it, so the form is painted
 * before any script has run. The browser app then renders the same page over it (see bootstrap).
 * Only the providers the sign-in page reads: PrimeReact's settings and a router for its URL.
 */
export function renderSignInMarkup(): string {
  return renderToStaticMarkup(
    <PrimeReactProvider value={{ pt: ACCESSIBLE_PASS_THROUGH }}>
      <MemoryRouter initialEntries={[paths.login.getHref()]}>
        <LoginRoute />
      </MemoryRouter>
    </PrimeReactProvider>,
  );
}

// The build step (scripts/lib/prerenderSignIn.mjs) runs this file and reads the page from stdout.
console.log(renderSignInMarkup());
