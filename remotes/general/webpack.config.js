const { createAppConfig } = require('../../webpack/createAppConfig');
const { devPortOf } = require('../../webpack/devPorts');

module.exports = createAppConfig({
  name: 'general',
  kind: 'remote',
  dir: __dirname,
  devPort: devPortOf('general'),
  exposes: { './Section': './src/expose/Section.tsx' },
  title: 'General — standalone',
});
