const { createAppConfig } = require('../../webpack/createAppConfig');
const { devPortOf } = require('../../webpack/devPorts');

module.exports = createAppConfig({
  name: 'galleries',
  kind: 'remote',
  dir: __dirname,
  devPort: devPortOf('galleries'),
  exposes: { './Section': './src/expose/Section.tsx' },
  title: 'Galleries — standalone',
});
