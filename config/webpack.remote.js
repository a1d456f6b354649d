// Builds a remote from its name, port and exposed pages. Each remote's webpack.config.js is only
// `module.exports = createRemoteConfig({ ... })`, so the rules live in one place.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { common, remotePorts, sharedAliases } = require('./module-federation');
const swcRule = require('./swc-loader-rule');

module.exports = function createRemoteConfig({ dir, name, exposes }) {
  const port = remotePorts[name];
  return (_env, argv) => {
    const development = argv.mode !== 'production';
    return {
      context: dir,
      entry: './src/index.ts',
      mode: development ? 'development' : 'production',
      devtool: development ? 'eval-cheap-module-source-map' : 'source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        // The remote entry keeps a stable name; everything it loads is content-hashed and cached for a year.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        cssChunkFilename: '[name].[contenthash:10].css',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        publicPath: 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.jsx'], alias: sharedAliases({ development }) },
      // shared-ui's GlobalStyles imports @fontsource CSS. A remote only bundles it as the fallback copy of
      // the shared-ui singleton (the shell's copy wins at run time), but it must still build: webpack's
      // native CSS needs no css/style loaders.
      experiments: { css: true },
      module: {
        rules: [
          swcRule({ development }),
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          ...common,
          name,
          filename: 'remoteEntry.js',
          exposes,
          experiments: { asyncStartup: true, externalRuntime: true },
        }),
      ],
      optimization: { runtimeChunk: false },
      performance: { hints: false },
      devServer: {
        port,
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: false,
        hot: true,
        client: { overlay: false },
      },
    };
  };
};
