import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// Node only: the browser's copy of the router is the shared `/router` entry, which re-exports this one.
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { appRoutes } from '../src/app/App';
import { AppProviders } from '../src/app/AppProviders';
import { paintDashboardAs, type PaintedDashboard } from '../src/features/dashboard/paintedDashboard';

/** The same routes without their loaders: the dashboard's would call the API from the build. */
function withoutLoaders(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map(({ loader: _loader, children, ...route }) => ({ ...route, ...(children ? { children: withoutLoaders(children) } : {}) }) as RouteObject);
}

/**
 * The dashboard at `/` as HTML, made at build time: the shell (top bar, menu, footer) and the page's
 * frames and headings, in the state they have before any data. `src/bootstrap.tsx` hydrates it with
 * the same tree (`App` with a browser router), so nothing painted is drawn twice. Lazy parts are
 * waited for (the business figures' card), which `renderToString` would leave to the client.
 * `first-day` draws the setup checklist's frame too, for the server to send while a step is left.
 */
export async function renderDashboardMarkup(variant: PaintedDashboard): Promise<string> {
  paintDashboardAs(variant);
  const handler = createStaticHandler(withoutLoaders(appRoutes));
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`Rendering / answered ${context.status} instead of the dashboard`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
