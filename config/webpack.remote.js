// Builds a remote from its name, port and exposed pages. Each remote's webpack.config.js is only
// `module.exports = createRemoteConfig({ ... })`, so the rules live in one place.
const { common, remotePorts } = require('./module-federation');
const commonWebpackConfig = require('./webpack.common');

/**
 * `extraShared`: singletons only some remotes share (module-federation.js's paymentsShared), added to
 * the shop's common ones.
 */
module.exports = function createRemoteConfig({ dir, name, exposes, extraShared = {} }) {
  const port = remotePorts[name];
  const build = (_env, argv) => {
    // Required here, not at the top: reading `build.federation` (the shell's contract test) then
    // needs neither webpack nor the MF plugin.
    const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
    const development = argv.mode !== 'production';
    const base = commonWebpackConfig({ dir, development, publicPath: 'auto', uniqueName: name });
    return {
      ...base,
      plugins: [
        ...base.plugins,
        new ModuleFederationPlugin({
          ...common,
          shared: { ...common.shared, ...extraShared },
          name,
          filename: 'remoteEntry.js',
          exposes,
          // target 'web': the bundler runtime drops its Node.js loading paths (the shop never runs a remote in Node).
          experiments: { asyncStartup: true, externalRuntime: true, optimization: { target: 'web' } },
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
  /** What this remote gives the MF plugin, readable without building: the name and the exposes. */
  build.federation = Object.freeze({ name, exposes: Object.freeze({ ...exposes }) });
  return build;
};
