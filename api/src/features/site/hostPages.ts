/**
 * Host pages built on their own, outside the single-page app (webpack `pages` in
 * host/webpack.config.js): the URL each answers, and its HTML inside the host's build. The sign-in
 * page is one, so it downloads none of the signed-in admin (docs/performance.md). Every other page
 * URL gets the app's index.html.
 */
export const HOST_PAGES: Readonly<Record<string, string>> = {
  '/admin/login': 'sign-in/index.html',
};

/** Every HTML file the host build serves as a page: the app's and the separate pages'. */
export const HOST_PAGE_FILES: readonly string[] = ['index.html', ...Object.values(HOST_PAGES)];
