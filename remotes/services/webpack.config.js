const { createAppConfig } = require('../../webpack/createAppConfig');
const { devPortOf } = require('../../webpack/devPorts');

module.exports = createAppConfig({
  name: 'services',
  kind: 'remote',
  dir: __dirname,
  devPort: devPortOf('services'),
  exposes: { './Section': './src/expose/Section.tsx' },
  title: 'Services — standalone',
});
