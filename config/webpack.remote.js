// Builds a remote from its name, port and exposed pages. Each remote's webpack.config.js is only
// `module.exports = createRemoteConfig({ ... })`, so the rules live in one place.
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { common, remotePorts } = require('./module-federation');
const commonWebpackConfig = require('./webpack.common');

module.exports = function createRemoteConfig({ dir, name, exposes }) {
  const port = remotePorts[name];
  return (_env, argv) => {
    const development = argv.mode !== 'production';
    return {
      ...commonWebpackConfig({ dir, development, publicPath: 'auto', uniqueName: name }),
      plugins: [
        new ModuleFederationPlugin({
          ...common,
          name,
          filename: 'remoteEntry.js',
          exposes,
          experiments: { asyncStartup: true, externalRuntime: true },
        }),
      ],
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
