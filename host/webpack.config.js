const path = require('node:path');
const { createAppConfig } = require('../webpack/createAppConfig');
const { devPortOf } = require('../webpack/devPorts');

const primereactThemes = path.dirname(require.resolve('primereact/resources/themes/lara-light-indigo/theme.css'));

module.exports = createAppConfig({
  name: 'host',
  kind: 'host',
  dir: __dirname,
  devPort: devPortOf('host'),
  // The theme <link id="theme-css"> points into dist/themes/; the settings panel swaps between them.
  copy: [{ from: path.dirname(primereactThemes), to: 'themes' }],
});
