/**
 * Writes `route-chunks.json`: for each named chunk group (a route's `webpackChunkName`), the files
 * its first visit needs, its own chunks AND the chunks of the shared libraries it consumes (which
 * federation loads separately). The host's prerender step turns that list into preload links, so
 * the signed-in app's first load asks for all of its code at once instead of in waves.
 */
const { Compilation, sources } = require('webpack');

const FILENAME = 'route-chunks.json';

/**
 * @param {import('webpack').Compilation} compilation
 * @param {import('webpack').ChunkGroup} group
 * @returns {string[]}
 */
function filesOf(compilation, group) {
  const { chunkGraph } = compilation;
  // The federation runtime serves a shared library from the app's PROVIDED copy (registered in the
  // share scope), not from the consume module's fallback: another chunk with the same content.
  /** @type {Map<string, import('webpack').Module>} */
  const providers = new Map();
  for (const module of compilation.modules) {
    const name = /** @type {{ _name?: unknown }} */ (/** @type {unknown} */ (module))._name;
    if (module.type === 'provide-module' && typeof name === 'string') providers.set(name, module);
  }
  /** @type {Set<import('webpack').Chunk>} */
  const seen = new Set();
  /** @param {import('webpack').ChunkGroup} current */
  const visit = (current) => {
    for (const chunk of current.chunks) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        // A consumed shared library is an async block of its provide module: follow it, since the
        // federation runtime loads it before the route's code runs.
        if (module.type !== 'consume-shared-module') continue;
        const shareKey = /** @type {{ options?: { shareKey?: string } }} */ (/** @type {unknown} */ (module)).options?.shareKey;
        const source = (shareKey && providers.get(shareKey)) || module;
        for (const block of source.blocks) {
          const blockGroup = chunkGraph.getBlockChunkGroup(block);
          if (blockGroup) visit(blockGroup);
        }
      }
    }
  };
  visit(group);
  return [...seen].flatMap((chunk) => [...chunk.files]).filter((file) => /\.(js|css)$/.test(file)).sort();
}

class RouteChunksPlugin {
  /** @param {{ groups: string[] }} options */
  constructor(options) {
    this.groups = options.groups;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RouteChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        /** @type {Record<string, string[]>} */
        const routes = {};
        for (const name of this.groups) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`RouteChunksPlugin: no chunk group named "${name}" (webpackChunkName)`);
          routes[name] = filesOf(compilation, group);
        }
        compilation.emitAsset(FILENAME, new sources.RawSource(`${JSON.stringify(routes, null, 2)}\n`));
      });
    });
  }
}

module.exports = { RouteChunksPlugin, ROUTE_CHUNKS_FILE: FILENAME };
