import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prefetchShellOnIntent } from './app/prefetchShellOnIntent';
import { SignInApp } from './app/SignInApp';
// The page's stylesheets end up as <link>s in its HTML: the prerendered form is styled before any script.
import './app/base.css';

/*
 * The sign-in page's entry: a bundle of its own, without module federation (webpack/createAppConfig.js,
 * `pages`), served for /admin/login. The build puts the page's HTML into sign-in/index.html
 * (scripts/lib/prerenderSignIn.mjs); React hydrates it, so the painted form is kept as it is. A
 * development build has no prerendered HTML and renders from scratch.
 */
const container = document.getElementById('root');
if (!container) throw new Error('The sign-in page has no #root element');

const app = (
  <StrictMode>
    <SignInApp search={window.location.search} />
  </StrictMode>
);

const prerendered = container.querySelector('[data-prerendered]');
if (prerendered) {
  hydrateRoot(prerendered, app);
  prefetchShellOnIntent(prerendered);
} else {
  createRoot(container).render(app);
}
