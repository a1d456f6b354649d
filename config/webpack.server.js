// The server side of a front end's build: the same sources for Node (target async-node), written to
// dist/server/. The shell's server build is the renderer; each remote's is the code that renderer loads
// at run time. Nothing here reaches a browser.
const path = require('node:path');
const commonWebpackConfig = require('./webpack.common');
const { buildProgressPlugin } = require('./build-progress');

const SSR_ENTRY_DIR = 'server';

/**
 * @param {{ dir: string, development: boolean, uniqueName: string, plugin: object, entry?: object }} options
 */
function serverWebpackConfig({ dir, development, uniqueName, plugin, entry }) {
  const base = commonWebpackConfig({ dir, development, publicPath: 'auto', uniqueName });
  return {
    ...base,
    name: 'server',
    ...(entry ? { entry } : {}),
    target: 'async-node',
    // Server code is not shipped: no maps to hide, and Node's own stack traces are enough.
    devtool: false,
    output: {
      path: path.join(dir, 'dist', SSR_ENTRY_DIR),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: '../assets/[name].[contenthash:10][ext]',
      publicPath: 'auto',
      uniqueName,
      clean: true,
    },
    // react-router's development build is what the package exports to Node; the full package is shared
    // on the server (StaticRouter included), so none of the browser's trimming aliases apply here.
    resolve: { ...base.resolve, alias: {} },
    module: {
      ...base.module,
      rules: [
        ...base.module.rules.filter((rule) => String(rule.test) !== String(/\.css$/)),
        // The browser build serves the fonts' CSS; on the server an imported stylesheet is nothing.
        { test: /\.css$/, loader: require.resolve('./null-loader.js') },
      ],
    },
    plugins: development ? [plugin] : [plugin, buildProgressPlugin(dir)],
    optimization: { runtimeChunk: false, minimize: false, splitChunks: false },
  };
}

module.exports = { serverWebpackConfig, SSR_ENTRY_DIR };
