import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, firstRouteLoaded } from './app/App';
// No remote work here: the signed-in shell reads /remotes.json once it has painted (see
// useStartRemotesWhenIdle), so the sign-in page loads nothing remote-related.

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const render = (): void => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

// index.html carries the sign-in page prerendered at build time (scripts/lib/prerenderSignIn.mjs),
// shown on the sign-in URL only: keep it painted until the live page can take its place at once.
const prerendered = container.querySelector('[data-prerendered]');
if (prerendered && document.documentElement.getAttribute('data-route') === 'sign-in') void firstRouteLoaded().then(render);
else render();
