import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from '@nail-or-never/shared/router';
import { App, appRoutes, type AppRouter } from './app/App';
import { releaseEarlyClicks } from './app/earlyClicks';
import { prerenderedDashboard, routerForPrerenderedDashboard } from './app/prerenderedDashboard';
// No remote work here: the signed-in shell reads /remotes.json once it has painted (see
// useStartRemotesWhenIdle), or startFirstPage.ts at once for a visit that opens at a section. The
// sign-in page is not this app at all: see signIn.tsx.

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (router: AppRouter, onMounted?: () => void) => (
  <StrictMode>
    <App router={router} onMounted={onMounted} />
  </StrictMode>
);

const renderFresh = () => createRoot(container).render(app(createBrowserRouter(appRoutes)));

// `/` arrives with the dashboard painted from HTML (docs/performance.md): React takes it over as it
// is. Every other address, a development build and a visitor without a token render from scratch.
const dashboard = prerenderedDashboard(container);
if (dashboard) {
  routerForPrerenderedDashboard().then(
    // As a transition, hydration yields to the browser between pieces of work instead of holding
    // the main thread until the whole page is done: the page is on screen already.
    (router) => startTransition(() => void hydrateRoot(dashboard, app(router, () => releaseEarlyClicks(dashboard)))),
    (error: unknown) => {
      // A chunk that did not arrive: the fresh render shows its own loading and error states.
      console.error(error);
      dashboard.remove();
      renderFresh();
    },
  );
} else {
  renderFresh();
}
