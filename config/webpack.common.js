// What every front end's webpack build shares: TypeScript through ts-loader, the output naming Module
// Federation needs, native CSS for shared-ui's font stylesheets, assets as files. The shell and the
// remotes add their own Module Federation plugin, public path and dev server.
const path = require('node:path');
const { sharedAliases } = require('./module-federation');
const tsLoaderRule = require('./ts-loader-rule');

/** @param {{ dir: string, development: boolean, publicPath: string, uniqueName: string }} options */
module.exports = function commonWebpackConfig({ dir, development, publicPath, uniqueName }) {
  return {
    context: dir,
    entry: './src/index.ts',
    mode: development ? 'development' : 'production',
    devtool: development ? 'eval-cheap-module-source-map' : 'source-map',
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      // A hash in `filename` breaks the MF host build and would rename remoteEntry.js (TOOLCHAIN.md);
      // everything loaded later is content-hashed and cached for a year.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      cssChunkFilename: '[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath,
      uniqueName,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.jsx'], alias: sharedAliases({ development }) },
    // shared-ui's GlobalStyles imports @fontsource CSS; webpack's native CSS needs no css/style loaders.
    // (A remote only bundles it as the fallback copy of the shared-ui singleton, but it must build.)
    experiments: { css: true },
    module: {
      rules: [
        tsLoaderRule({ development }),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(woff2?|png|svg|jpe?g|webp)$/, type: 'asset/resource' },
      ],
    },
    optimization: { runtimeChunk: false },
    performance: { hints: false },
  };
};
