import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, firstRouteLoaded } from './app/App';
// No remote work here: the signed-in shell reads /remotes.json once it has painted (see
// useStartRemotesWhenIdle), so the sign-in page loads nothing remote-related.

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// index.html carries the sign-in page prerendered at build time (scripts/lib/prerenderSignIn.mjs),
// shown on the sign-in URL only. There React hydrates it once the login route's code is loaded, so
// the router's first render is that page and the painted elements are kept, not painted again.
const prerendered = container.querySelector('[data-prerendered]');
if (prerendered && document.documentElement.getAttribute('data-route') === 'sign-in') {
  void firstRouteLoaded().then(() => hydrateRoot(prerendered, app));
} else {
  createRoot(container).render(app);
}
