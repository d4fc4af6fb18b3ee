const path = require('node:path');
const { createAppConfig } = require('../webpack/createAppConfig');
const { devPortOf } = require('../webpack/devPorts');

const primereactThemes = path.dirname(require.resolve('primereact/resources/themes/lara-light-indigo/theme.css'));

module.exports = createAppConfig({
  name: 'host',
  kind: 'host',
  dir: __dirname,
  devPort: devPortOf('host'),
  // The first load's code (shared libraries included), preloaded by index.html (prerender step):
  // the async boundary and the shell on every URL, the dashboard on its own.
  routeChunkGroups: ['first-page', 'bootstrap', 'shell', 'dashboard'],
  // The sign-in page is a light bundle of its own, without federation (docs/performance.md).
  pages: { 'sign-in': './src/signIn.tsx' },
  // The theme <link id="theme-css"> points into dist/themes/; the settings panel swaps between them.
  // Only each theme's stylesheet: the admin uses the system font stack, so the themes' web fonts
  // (several MB) are never requested and need not ship.
  copy: [
    { from: '*/theme.css', context: path.dirname(primereactThemes), to: 'themes' },
    { from: 'public/favicon.svg', to: 'favicon.svg' },
  ],
});
