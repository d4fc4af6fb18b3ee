/**
 * Host pages with HTML of their own: the URL each answers, and its HTML inside the host's build.
 * The sign-in page is built on its own, outside the single-page app (webpack `pages` in
 * host/webpack.config.js), so it downloads none of the signed-in admin; `/` gets the app's page with
 * the dashboard already drawn in it (scripts/lib/prerenderPages.mjs), for that address alone, since
 * no other page may show a dashboard while its code arrives (docs/performance.md). Every other page
 * URL gets the app's index.html.
 */
export const HOST_PAGES: Readonly<Record<string, string>> = {
  '/': 'dashboard.html',
  '/admin/login': 'sign-in/index.html',
};

/**
 * `/` for a salon that cannot take a booking yet: the dashboard painted with the setup checklist's
 * frame where the checklist will be, so its arrival moves nothing. The server picks it per request
 * (staticSite.ts); a host without the API in front of its files (a CDN) serves dashboard.html, and
 * the checklist then pushes the cards down when it arrives, as it did before.
 */
export const FIRST_DAY_DASHBOARD_PAGE = 'dashboard-first-day.html';

/** Every HTML file the host build serves as a page: the app's and the separate pages'. */
export const HOST_PAGE_FILES: readonly string[] = ['index.html', ...Object.values(HOST_PAGES), FIRST_DAY_DASHBOARD_PAGE];
