// The host: layout, route table and run-time composition. It declares no remotes at build time —
// bootstrap reads public/remotes.json and registers them, so a remote can move without a shell rebuild.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { common, root } = require('../config/module-federation');
const commonWebpackConfig = require('../config/webpack.common');
const { serverWebpackConfig } = require('../config/webpack.server');

/** Marks the page's entry scripts `async` (html-webpack-plugin offers blocking, defer and module only). */
class AsyncEntryScripts {
  apply(compiler) {
    compiler.hooks.compilation.tap('AsyncEntryScripts', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('AsyncEntryScripts', (data) => {
        for (const tag of data.assetTags.scripts) tag.attributes.async = true;
        return data;
      });
    });
  }
}

/** The shared packages' own code, which every page loads through the shell's copies of their singletons. */
const SHOP_PACKAGES =
  /[\\/](shared-ui|contracts)[\\/]src[\\/]|[\\/]shared-ui[\\/]state\.ts$|[\\/](node_modules[\\/](jotai|@tanstack)|config[\\/]tanstack)[\\/]/;
/** The singleton entries whose copies a first visit loads (config/module-federation.js). */
const FIRST_VISIT_SINGLETONS =
  /[\\/]shared-ui[\\/](state\.ts|src[\\/]singleton\.ts)$|[\\/]contracts[\\/]src[\\/]index\.ts$|[\\/]node_modules[\\/]jotai[\\/]/;

/**
 * Whether `module` belongs in the `shop` chunk: shop code that the first visit's singletons import. What a page
 * imports later (axios with the first API call, the yup schemas with the first form, the kit's parts of
 * the mini bag) sits in the chunks of those imports and keeps them.
 */
function isFirstVisitShopCode(module, { chunkGraph }) {
  if (!SHOP_PACKAGES.test(module.resource ?? '')) return false;
  return [...chunkGraph.getModuleChunksIterable(module)].some((chunk) =>
    [...chunkGraph.getChunkModulesIterable(chunk)].some((other) => FIRST_VISIT_SINGLETONS.test(other.resource ?? '')),
  );
}

/** The shell's start-up module (src/index.ts imports it last); its chunk is loaded by every first visit. */
const BOOTSTRAP = /[\\/]shell[\\/]src[\\/]bootstrap\.tsx$/;
/** The framework group's libraries (below): they stay in `framework` whoever imports them. */
const FRAMEWORK =
  /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router(-dom)?|@emotion|@babel[\\/]runtime|stylis|hoist-non-react-statics|react-is)|config[\\/](react-router|emotion))[\\/]/;

/**
 * Whether `module` is JavaScript of the shell's start-up chunk (the app, layout, routes): it goes in `shop` too.
 * Every first visit loads both, one after the other; as one file they are one response instead of two and
 * compress together: -1.6 KB br on `/` (docs/performance.md). Its CSS (the fonts) stays in the start-up chunk,
 * which then has no JavaScript file at all.
 */
function isStartUpCode(module, { chunkGraph }) {
  if (!String(module.type).startsWith('javascript') || FRAMEWORK.test(module.resource ?? '')) return false;
  return [...chunkGraph.getModuleChunksIterable(module)].some((chunk) =>
    [...chunkGraph.getChunkModulesIterable(chunk)].some((other) => BOOTSTRAP.test(other.resource ?? '')),
  );
}

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3100}`;

module.exports = (_env, argv) => {
  const development = argv.mode !== 'production';
  const base = commonWebpackConfig({ dir: __dirname, development, publicPath: '/', uniqueName: 'shell' });
  const browser = {
    ...base,
    name: 'browser',
    // dist/server/ is the server compiler's (the renderer the API runs in a worker thread).
    output: { ...base.output, clean: { keep: /^server\// } },
    // Every page loads the shell's copies of the shared packages together, so they are two files instead of
    // nine (each file costs ~0.4 KB of headers and compresses alone): `framework` (React, react-dom, the
    // router, Emotion; changes with an upgrade) and `shop` (shared-ui, contracts, jotai, TanStack Query;
    // changes with the shop's code). -4.8 KB br on `/` (docs/performance.md). The remotes keep the common
    // groups: their copies are fallbacks, fetched one by one only when the shell's do not fit.
    optimization: {
      ...base.optimization,
      splitChunks: {
        cacheGroups: {
          framework: {
            test: FRAMEWORK,
            name: 'framework',
            chunks: 'async',
            enforce: true,
          },
          shop: {
            test: (module, context) => isFirstVisitShopCode(module, context) || isStartUpCode(module, context),
            name: 'shop',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    resolve: {
      ...base.resolve,
      alias: {
        ...base.resolve.alias,
        // provideExternalRuntime injects a plugin published as CommonJS; left alone, its require() pulls
        // a second, CommonJS copy of the MF runtime core (~26 KB gz) into main.js beside the ESM one the
        // bundler runtime uses, and hands that copy to the remotes. Point it at the ESM build: one copy.
        '@module-federation/runtime-tools/runtime-core$': path.join(
          root,
          'node_modules/@module-federation/runtime-tools/dist/runtime-core.js',
        ),
      },
    },
    plugins: [
      ...base.plugins,
      new ModuleFederationPlugin({
        ...common,
        name: 'shell',
        remotes: {},
        // The shell ships the MF runtime once; remotes build with externalRuntime and borrow it.
        // target 'web' drops the runtime's Node.js entry loading: 1.7 KB gz less in main.js.
        experiments: { provideExternalRuntime: true, asyncStartup: true, optimization: { target: 'web' } },
      }),
      new HtmlWebpackPlugin({
        title: 'Vesna',
        // async, not defer: main.js then runs as soon as it arrives, while the parser is still writing a server
        // page, so the hydration gate listens before the page's buttons show, unless main.js arrives after them.
        // Hydration waits for the whole page (src/index.ts). `blocking` only names the tag AsyncEntryScripts changes.
        scriptLoading: 'blocking',
        inject: 'head',
        templateContent: ({ htmlWebpackPlugin }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${htmlWebpackPlugin.options.title}</title>
    <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' fill='%231C1B19'/%3E%3Ctext x='16' y='23' font-family='Georgia,serif' font-size='20' text-anchor='middle' fill='%23FAF8F5'%3EV%3C/text%3E%3C/svg%3E" />
  </head>
  <body>
    <noscript>Vesna needs JavaScript to show the shop.</noscript>
    <div id="root"></div>
  </body>
</html>`,
        meta: {
          description: "Vesna — women's fashion from Kyiv, including a plus-size line. Free shipping on all orders.",
          // The theme's page background (shared-ui theme.colors.background).
          'theme-color': '#FAF8F5',
        },
      }),
      new AsyncEntryScripts(),
      new CopyWebpackPlugin({ patterns: [{ from: 'public/remotes.json', to: 'remotes.json' }] }),
    ],
    devServer: {
      port: 3000,
      historyApiFallback: true,
      hot: true,
      client: { overlay: false },
      proxy: [{ context: ['/api', '/auth'], target: apiTarget, changeOrigin: false }],
    },
  };
  // The renderer: the same layout and route table for Node, loading each remote's server build at run time.
  const server = serverWebpackConfig({
    dir: __dirname,
    development,
    uniqueName: 'shell_server',
    entry: { 'render-worker': './src/server/render-worker.ts' },
    plugin: new ModuleFederationPlugin({
      ...common,
      name: 'shell',
      remotes: {},
      manifest: false,
      library: { type: 'commonjs-module' },
      remoteType: 'script',
      runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
      experiments: { asyncStartup: true },
    }),
  });
  return [browser, server];
};
