// What every front end's webpack build shares: TypeScript through ts-loader, the output naming Module
// Federation needs, native CSS for shared-ui's font stylesheets, assets as files. The shell and the
// remotes add their own Module Federation plugin, public path and dev server.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { NormalModuleReplacementPlugin } = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { sharedAliases } = require('./module-federation');
const tsLoaderRule = require('./ts-loader-rule');
const { buildProgressPlugin } = require('./build-progress');
const { isBaselineBuild } = require('./build-profile');

/** Production source maps go here, relative to dist/: beside it, so no static server publishes them. */
const SOURCE_MAPS_DIR = '../sourcemaps';

/** Empties sourcemaps/ before a production build, as `output.clean` empties dist/. */
class CleanSourceMapsPlugin {
  apply(compiler) {
    compiler.hooks.beforeRun.tapPromise('CleanSourceMapsPlugin', () =>
      fs.promises.rm(path.resolve(compiler.options.output.path, SOURCE_MAPS_DIR), { recursive: true, force: true }),
    );
  }
}

/**
 * The configuration before issue 25, kept for `npm run build -- --baseline` (the bench's comparison): the
 * `.br`/`.gz` twins written inside the webpack run. Today scripts/lib/precompress.mjs writes the same twins
 * after the run, beside the next package's build, so no build waits for brotli.
 */
function precompressPlugins() {
  const common = { test: /\.(js|css)$/, threshold: 0, minRatio: Number.MAX_SAFE_INTEGER };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

/** JavaScript minified by swc (@swc/core, already the jest transform) in minimizer-webpack-plugin's worker pool. */
function swcMinimizer() {
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    // Two compress passes, as webpack's default terser options.
    minimizerOptions: { compress: { passes: 2 }, mangle: true },
  });
}

/** @param {{ dir: string, development: boolean, publicPath: string, uniqueName: string }} options */
module.exports = function commonWebpackConfig({ dir, development, publicPath, uniqueName }) {
  return {
    context: dir,
    entry: './src/index.ts',
    mode: development ? 'development' : 'production',
    // Development: no eval (the shop's Content-Security-Policy allows none, and a remote's dev server is
    // loaded into the CSP'd shop when run alone against the others). Production: hidden source maps,
    // written beside dist/ in sourcemaps/ (never served, no sourceMappingURL comment) for error reports.
    devtool: development ? 'cheap-module-source-map' : 'hidden-source-map',
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      // A hash in `filename` breaks the MF host build and would rename remoteEntry.js (TOOLCHAIN.md);
      // everything loaded later is content-hashed and cached for a year.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      cssChunkFilename: '[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      ...(development ? {} : { sourceMapFilename: `${SOURCE_MAPS_DIR}/[file].map` }),
      publicPath,
      uniqueName,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.jsx'], alias: sharedAliases({ development }) },
    // shared-ui's GlobalStyles imports @fontsource CSS; webpack's native CSS needs no css/style loaders.
    experiments: { css: true },
    module: {
      rules: [
        tsLoaderRule(),
        // shared-ui/hydration-gate, the shell entry's one re-export: no wrapper module in main.js. (The rest of
        // shared-ui says what has side effects in its package.json: only the singleton's files, so a page keeps
        // only the kit's modules it imports.)
        { test: /[\\/]shared-ui[\\/]hydration-gate\.ts$/, sideEffects: false },
        // Only Emotion's withTheme uses it, and the shared Emotion leaves withTheme out (config/emotion/react.mjs);
        // as CommonJS it would be kept for side effects it does not have, with react-is (1 KB br per first visit).
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(woff2?|png|svg|jpe?g|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // axios's fetch adapter is never used in a browser (see config/axios/no-fetch-adapter.mjs).
      new NormalModuleReplacementPlugin(
        /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
        path.join(__dirname, 'axios/no-fetch-adapter.mjs'),
      ),
      // Nor is TanStack Query's mutation cache: the shop runs no mutation through it (see the file).
      new NormalModuleReplacementPlugin(
        /@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]mutationCache\.js$/,
        path.join(__dirname, 'tanstack/no-mutation-cache.mjs'),
      ),
      ...(development ? [] : [new CleanSourceMapsPlugin(), buildProgressPlugin(dir)]),
      ...(development || !isBaselineBuild() ? [] : precompressPlugins()),
    ],
    optimization: {
      runtimeChunk: false,
      // swc minifies JavaScript (about five times faster than terser here, within 1 % of its bytes);
      // webpack's own minimizer keeps the CSS (`javascript: false` leaves it only that).
      ...(development || isBaselineBuild()
        ? {}
        : { minimizeOptions: { javascript: false }, minimizer: [swcMinimizer(), '...'] }),
      // Module Federation gives every shared package (and subpath) a chunk of its own, and each file costs
      // a request and ~0.4 KB of HTTP/1.1 headers. React's four entries (react, jsx-runtime, react-dom,
      // react-dom/client), the router's shared entry and its code, and Emotion's two are always loaded
      // together, so each family is one file.
      splitChunks: {
        cacheGroups: {
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: 'react',
            chunks: 'async',
            enforce: true,
          },
          router: {
            test: /[\\/](node_modules[\\/]react-router(-dom)?|config[\\/]react-router)[\\/]/,
            name: 'router',
            chunks: 'async',
            enforce: true,
          },
          emotion: {
            test: /[\\/](node_modules[\\/](@emotion|@babel[\\/]runtime|stylis|hoist-non-react-statics|react-is)|config[\\/]emotion)[\\/]/,
            name: 'emotion',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    // The progress lines say what a production build is doing; the full module list is noise in a build log.
    ...(development ? {} : { stats: 'errors-warnings' }),
  };
};
