/**
 * The ONE webpack config factory: the host and every remote call it from their webpack.config.js,
 * for `webpack serve` (development) and `webpack --mode production` alike. Per-app differences are
 * options, never a second config.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
// webpack's own minimizer plugin (its default one), here told to minify with swc instead of terser.
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { createSharedDependencies, sharedContractVersion } = require('./sharedDependencies');
const { createDevServer } = require('./devServer');
const { RouteChunksPlugin } = require('./routeChunksPlugin');

const repoRoot = path.resolve(__dirname, '..');

/** A remote's standalone page links the default theme, like the host's index.html does. */
function standaloneThemeCopy() {
  const themeCss = require.resolve('primereact/resources/themes/lara-light-indigo/theme.css', { paths: [repoRoot] });
  return [{ from: themeCss, to: 'themes/lara-light-indigo/theme.css' }];
}

function reactRouterProductionAliases() {
  const productionDir = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [repoRoot] })), 'dist', 'production');
  return {
    'react-router$': path.join(productionDir, 'index.mjs'),
    'react-router/dom$': path.join(productionDir, 'dom-export.mjs'),
  };
}

/**
 * Brotli and gzip copies of every text asset, made once at build time: the API (and any static host)
 * sends them as they are (`preCompressed`) instead of compressing on each request. The 56 copied
 * theme stylesheets (13 MB) use brotli quality 9: quality 11 took ~50 s of every host build for a
 * few per cent, while the app's own code keeps the smallest setting.
 */
function precompressionPlugins() {
  const test = /\.(js|css|html|json|svg)$/;
  const themes = /^themes\//;
  /**
   * @param {number} quality
   * @param {{ include?: RegExp, exclude?: RegExp, test: RegExp }} filter
   */
  const brotli = (quality, filter) =>
    /** @type {CompressionPlugin<import('node:zlib').BrotliOptions>} */ (new CompressionPlugin({
      ...filter,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } },
      threshold: 1024,
      minRatio: 0.9,
    }));
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024, minRatio: 0.9 }),
    brotli(11, { test, exclude: themes }),
    brotli(9, { test, include: themes }),
  ];
}

/**
 * @param {string} dir The host's folder.
 * @returns {Array<string | [string, Record<string, unknown>]>}
 */
function hostRuntimePlugins(dir) {
  const pluginsDir = path.join(dir, 'src', 'features', 'remotes');
  return [
    path.join(pluginsDir, 'provideRuntimeCorePlugin.ts'),
    path.join(pluginsDir, 'retryPlugin.ts'),
    path.join(pluginsDir, 'forgetFailedSharePlugin.ts'),
    [path.join(pluginsDir, 'sharedContractPlugin.ts'), { sharedContractVersion: sharedContractVersion() }],
  ];
}

/**
 * @typedef {object} AppConfigOptions
 * @property {string} name Federation name; a remote's name is also its key in remotes.json.
 * @property {'host'|'remote'} kind
 * @property {string} dir The app folder (its webpack.config.js passes `__dirname`).
 * @property {number} devPort
 * @property {Record<string, string>} [exposes] Remote only: `{ './Section': './src/expose/Section.tsx' }`.
 * @property {Array<{from: string, to: string, context?: string}>} [copy] Extra static files copied into dist/.
 * @property {string} [title] The HTML page title.
 * @property {string[]} [routeChunkGroups] Host only: named chunk groups (`webpackChunkName`) whose
 *   files, shared libraries included, are listed in dist/route-chunks.json for preload links.
 * @property {Record<string, string>} [pages] Host only: pages built WITHOUT federation, each a
 *   bundle of its own in `dist/<folder>/` (folder -> entry file), for a page that must stay light
 *   (the sign-in page, docs/performance.md). A second compilation, as federation adds its runtime
 *   to every entry of the one it is in.
 * @property {string} [htmlPublicPath] Where index.html loads main.js/main.css from. Absolute ('/') by
 *   default: the SPA answers deep links like /admin/booking with index.html, where a relative
 *   `main.js` would miss. Chunks still use `publicPath: 'auto'` (derived from the script's URL).
 */

/**
 * What every compilation of every app has in common: how TypeScript, CSS and assets are loaded,
 * the source maps, the cache and the minifier.
 * @param {{ dir: string, isProduction: boolean }} options
 * @returns {import('webpack').Configuration}
 */
function commonConfig({ dir, isProduction }) {
  return {
    mode: isProduction ? 'production' : 'development',
    context: dir,
    // Hidden maps (no sourceMappingURL) written beside dist/, never inside the served folder.
    devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    // A warm filesystem cache once produced a broken production host (React error #130): memory only.
    cache: isProduction ? false : { type: 'memory' },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // react-router 7 picks its build by bundler alias, not by export condition: without this a
      // production bundle ships its development build (warnings included, ~20% larger).
      alias: isProduction ? reactRouterProductionAliases() : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            // Type checking is `tsc` at the root; the bundler only transpiles.
            options: { transpileOnly: true, configFile: path.join(repoRoot, 'tsconfig.base.json') },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(woff2?|ttf|eot|svg|png|jpe?g|gif|webp)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      moduleIds: isProduction ? 'deterministic' : 'named',
      // swc minifies in a fraction of terser's time (webpack's default runs terser with two
      // compress passes); the output is within a few per cent of it (docs/performance.md).
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: true, mangle: true } })],
    },
    performance: { hints: false },
    stats: isProduction ? 'normal' : 'minimal',
  };
}

/**
 * A page of the host built without federation (see `pages`): one entry, its own copy of what it
 * imports, tree-shaken, served from `/<folder>/`.
 * @param {{ name: string, dir: string, folder: string, entry: string, title: string, isProduction: boolean }} options
 * @returns {import('webpack').Configuration}
 */
function pageConfig({ name, dir, folder, entry, title, isProduction }) {
  const common = commonConfig({ dir, isProduction });
  return {
    ...common,
    name: `${name}-${folder}`,
    entry: { page: entry },
    output: {
      path: path.join(dir, 'dist', folder),
      filename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: `/${folder}/`,
      uniqueName: `${name}-${folder}`,
      sourceMapFilename: `../../sourcemaps/${folder}/[file].map`,
      clean: true,
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: isProduction ? '[name].[contenthash:10].css' : '[name].css', chunkFilename: '[name].[contenthash:10].css' }),
      new HtmlWebpackPlugin({ template: path.join(dir, 'public', 'index.html'), title, scriptLoading: 'defer' }),
      ...(isProduction ? precompressionPlugins() : []),
    ],
  };
}

/** Where a remote's standalone page finds the federation runtime (`dist/<folder>/`), see `standaloneRuntimeConfig`. */
const STANDALONE_RUNTIME_FOLDER = 'standalone-runtime';

/**
 * A remote's entry has no federation runtime of its own (`externalRuntime`): inside the admin it uses
 * the host's. Its standalone dev page has no host, so it loads this small bundle first: the same
 * runtime-core, built without federation, put where the remote's runtime looks for it.
 * @param {{ name: string, dir: string, isProduction: boolean }} options
 * @returns {import('webpack').Configuration}
 */
function standaloneRuntimeConfig({ name, dir, isProduction }) {
  const common = commonConfig({ dir, isProduction });
  return {
    ...common,
    name: `${name}-${STANDALONE_RUNTIME_FOLDER}`,
    entry: { 'federation-runtime': path.join(__dirname, 'standaloneFederationRuntime.js') },
    output: {
      path: path.join(dir, 'dist', STANDALONE_RUNTIME_FOLDER),
      filename: '[name].js',
      // Also where the dev server serves it from (one compiler's files per public path).
      publicPath: `/${STANDALONE_RUNTIME_FOLDER}/`,
      uniqueName: `${name}-${STANDALONE_RUNTIME_FOLDER}`,
      sourceMapFilename: `../../sourcemaps/${STANDALONE_RUNTIME_FOLDER}/[file].map`,
      // One file of a fixed name, overwritten by each build. Never cleaning: `webpack --output-path`
      // (the e2e's alternate builds) points every compilation at the remote's own folder.
      clean: false,
    },
  };
}

/** @param {AppConfigOptions} options */
function createAppConfig(options) {
  const { name, kind, dir, devPort, exposes = {}, copy = [], title = 'Nail Or Never Admin', htmlPublicPath = '/', routeChunkGroups = [], pages = {} } = options;
  if (kind !== 'host' && kind !== 'remote') throw new Error(`kind must be "host" or "remote", got "${kind}"`);
  if (kind === 'remote' && Object.keys(exposes).length === 0) throw new Error(`Remote "${name}" exposes nothing`);
  if (kind === 'remote' && Object.keys(pages).length > 0) throw new Error(`Remote "${name}": pages are for the host`);
  const pageFolders = Object.keys(pages);
  // Folders of dist/ another compilation writes: the app's own must not clean them away.
  const keptFolders = kind === 'remote' ? [STANDALONE_RUNTIME_FOLDER] : pageFolders;

  /**
   * @param {unknown} _env
   * @param {{ mode?: string }} argv
   * @returns {import('webpack').Configuration | import('webpack').Configuration[]}
   */
  return (_env, argv) => {
    const isProduction = argv.mode === 'production';
    const template = kind === 'host' ? path.join(dir, 'public', 'index.html') : path.join(__dirname, 'remoteStandalone.html');

    /** @type {import('webpack').Configuration} */
    const app = {
      ...commonConfig({ dir, isProduction }),
      name,
      // index.ts only does `import('./bootstrap')`: the async boundary lets federation negotiate the
      // shared singletons before any of them is evaluated.
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        // Entry files keep stable names (served no-cache); a hash in `filename` breaks the federation
        // runtime. Only lazily loaded chunks and assets carry a content hash (served immutable).
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        publicPath: 'auto',
        uniqueName: name,
        sourceMapFilename: '../sourcemaps/[file].map',
        // The pages' folders are another compilation's output.
        clean: keptFolders.length > 0 ? { keep: new RegExp(`^(${keptFolders.join('|')})/`) } : true,
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: kind === 'remote' ? 'remoteEntry.js' : undefined,
          exposes: kind === 'remote' ? exposes : undefined,
          // Remotes are registered at run time from /remotes.json; none is known at build time.
          remotes: {},
          shared: createSharedDependencies(),
          shareStrategy: 'loaded-first',
          // The host's federation runtime retries transient network failures and explains a remote
          // built for an incompatible shared contract (see host/src/features/remotes/).
          runtimePlugins: kind === 'host' ? hostRuntimePlugins(dir) : [],
          manifest: true,
          // The runtime's build flags: browser only, and a remote loads no remotes of its own (nor
          // their manifests), so its remoteEntry.js drops that code (32 -> 23 KiB gzip).
          // And one federation runtime per page: the host's. The host puts its runtime-core on
          // `globalThis._FEDERATION_RUNTIME_CORE` before any remote loads (its runtime plugin
          // provideRuntimeCorePlugin.ts), and a remote's entry uses it instead of a copy of its own (externalRuntime):
          // 23 -> 13 KiB gzip for every section's first visit. A remote must therefore be built with
          // the same @module-federation version as the host (one lockfile; docs/performance.md). Its
          // standalone page gets the runtime from a small bundle of its own (`standaloneRuntimeConfig`).
          experiments: {
            ...(kind === 'remote' ? { externalRuntime: true } : {}),
            optimization:
              kind === 'remote'
                ? { target: 'web', disableRemote: true, disableSnapshot: true }
                : { target: 'web' },
          },
          // Contract types live in the shared package; the dts plugin has no build-time remotes to feed.
          dts: false,
        }),
        new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:10].css' }),
        new HtmlWebpackPlugin({
          template,
          title,
          publicPath: htmlPublicPath,
          standaloneRuntime: `${htmlPublicPath}${STANDALONE_RUNTIME_FOLDER}/federation-runtime.js`,
          // The standalone page of a remote must not load its own remoteEntry as a second app.
          chunks: ['main'],
          scriptLoading: 'defer',
        }),
        ...(copy.length > 0 || kind === 'remote'
          ? [new CopyWebpackPlugin({ patterns: kind === 'remote' ? [...standaloneThemeCopy(), ...copy] : copy })]
          : []),
        ...(isProduction && routeChunkGroups.length > 0 ? [new RouteChunksPlugin({ groups: routeChunkGroups })] : []),
        ...(isProduction ? precompressionPlugins() : []),
      ],
      devServer: createDevServer({ kind, devPort, pageFolders }),
    };
    if (kind === 'remote') return [app, standaloneRuntimeConfig({ name, dir, isProduction })];
    if (pageFolders.length === 0) return app;
    return [app, ...Object.entries(pages).map(([folder, entry]) => pageConfig({ name, dir, folder, entry, title, isProduction }))];
  };
}

module.exports = { createAppConfig };
