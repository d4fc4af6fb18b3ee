// `node --import` this after tsx: stylesheets imported by components (webpack's business) load as
// empty modules, so the host's sign-in page can be rendered to HTML in Node. tsx compiles the
// host's files to CommonJS (require) or ES modules depending on the importer: both paths are covered.
import Module, { register } from 'node:module';

/** @type {Record<string, (module: { exports: unknown }) => void>} */
const extensions = /** @type {{ _extensions: Record<string, (module: { exports: unknown }) => void> }} */ (/** @type {unknown} */ (Module))._extensions;
extensions['.css'] = (module) => {
  module.exports = {};
};

register(
  `data:text/javascript,${encodeURIComponent(`
export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
}
`)}`,
);
