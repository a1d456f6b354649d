// Builds a remote from its name, port and exposed pages. Each remote's webpack.config.js is only
// `module.exports = createRemoteConfig({ ... })`, so the rules live in one place.
//
// Every remote builds twice (one `webpack` run, two compilers):
// - the browser build in dist/ (remoteEntry.js, mf-manifest.json, chunks);
// - the server build in dist/server/ (target async-node, CommonJS remoteEntry.js whose chunks the
//   @module-federation/node runtime plugin fetches over HTTP from the same origin), named in the browser
//   manifest's `metaData.ssrRemoteEntry`. The MF runtime picks that entry when it runs in Node, so
//   remotes.json keeps one URL per remote and a redeployed remote reaches server rendering unchanged.
const { common, remotePorts } = require('./module-federation');
const commonWebpackConfig = require('./webpack.common');
const { serverWebpackConfig, SSR_ENTRY_DIR } = require('./webpack.server');

/** The server build's folder inside dist/, and the entry the manifest names. */
const SSR_REMOTE_ENTRY = { path: SSR_ENTRY_DIR, name: 'remoteEntry.js', type: 'commonjs-module' };

/**
 * Adds `metaData.ssrRemoteEntry` to the browser build's mf-manifest.json (after the MF plugin wrote it),
 * as Modern.js's plugin does: the one manifest URL then names both builds.
 */
class SsrRemoteEntryManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SsrRemoteEntryManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SsrRemoteEntryManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.metaData.ssrRemoteEntry = SSR_REMOTE_ENTRY;
          compilation.updateAsset(
            'mf-manifest.json',
            new compiler.webpack.sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

/**
 * The shop's singletons as a remote asks for them: from the shell, never from a copy of its own. The shell
 * provides every one of them (config/module-federation.js), on the page and in the render worker, and a
 * singleton is only ever taken from there, so the fallback copies each remote used to build were never
 * loaded. Building them was half of a remote's build (react-dom, the router, Emotion, TanStack Query,
 * shared-ui and contracts compiled and minified once per remote and target: 16.4 to 8.6 CPU-s for
 * mf-product, 3.9 MB to 0.8 MB of dist). The version checks stay: `requiredVersion`, and for the shop's own
 * packages `strictVersion` and the shell's shared-version guard.
 */
const takenFromTheShell = Object.fromEntries(
  Object.entries(common.shared).map(([pkg, config]) => [pkg, { ...config, import: false }]),
);

/**
 * `extraShared`: singletons only some remotes share (module-federation.js's paymentsShared), added to
 * the shop's common ones. `browserOnly`: a remote whose pages are never rendered on the server (the back
 * office) gets the browser build alone; its manifest names no server entry.
 */
module.exports = function createRemoteConfig({ dir, name, exposes, extraShared = {}, browserOnly = false }) {
  const port = remotePorts[name];
  const build = (_env, argv) => {
    // Required here, not at the top: reading `build.federation` (the shell's contract test) then
    // needs neither webpack nor the MF plugin.
    const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
    const development = argv.mode !== 'production';
    const base = commonWebpackConfig({ dir, development, publicPath: 'auto', uniqueName: name });
    const shared = { ...takenFromTheShell, ...extraShared };
    const browser = {
      ...base,
      name: 'browser',
      // dist/server/ is the server compiler's: the browser build must not wipe it.
      output: { ...base.output, clean: browserOnly ? true : { keep: new RegExp(`^${SSR_ENTRY_DIR}/`) } },
      // A page loads one expose. The UI kit's modules that two exposes share are copied into each instead of
      // into a common chunk of their own: one file fewer for the page (a request and ~0.4 KB of headers),
      // and the copy compresses with the page's code.
      optimization: {
        ...base.optimization,
        splitChunks: {
          ...base.optimization.splitChunks,
          cacheGroups: { ...base.optimization.splitChunks.cacheGroups, default: false },
        },
      },
      plugins: [
        ...base.plugins,
        new ModuleFederationPlugin({
          ...common,
          shared,
          name,
          filename: 'remoteEntry.js',
          exposes,
          // target 'web': the bundler runtime drops its Node.js loading paths (the server build has them).
          experiments: { asyncStartup: true, externalRuntime: true, optimization: { target: 'web' } },
        }),
        ...(browserOnly ? [] : [new SsrRemoteEntryManifestPlugin()]),
      ],
      devServer: {
        port,
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: false,
        hot: true,
        client: { overlay: false },
        // The dev server keeps the server build on disk, so the shop's renderer can fetch it from here too.
        devMiddleware: { writeToDisk: (file) => file.includes(`/${SSR_ENTRY_DIR}/`) },
      },
    };
    if (browserOnly) return [browser];
    const server = serverWebpackConfig({
      dir,
      development,
      uniqueName: `${name}_server`,
      plugin: new ModuleFederationPlugin({
        ...common,
        shared,
        name,
        filename: 'remoteEntry.js',
        exposes,
        manifest: false,
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        experiments: { asyncStartup: true },
      }),
    });
    server.entry = {};
    return [browser, server];
  };
  /** What this remote gives the MF plugin, readable without building: the name and the exposes. */
  build.federation = Object.freeze({ name, browserOnly, exposes: Object.freeze({ ...exposes }) });
  return build;
};
