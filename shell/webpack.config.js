// The host: layout, route table and run-time composition. It declares no remotes at build time —
// bootstrap reads public/remotes.json and registers them, so a remote can move without a shell rebuild.
const fs = require('node:fs');
const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { common, root } = require('../config/module-federation');
const commonWebpackConfig = require('../config/webpack.common');
const { serverWebpackConfig } = require('../config/webpack.server');
const tsLoaderRule = require('../config/ts-loader-rule');

/** The hydration gate (shared-ui), compiled on its own and written inline as index.html's first script. */
const HEAD_SCRIPT_ENTRY = path.join(root, 'shared-ui/src/hydration/head-script.ts');
const HEAD_SCRIPT_FILE = path.join(__dirname, 'dist/head/hydration-gate.js');
/** The gate's module, which the shell's browser code takes from the head script instead (page-gate.ts). */
const GATE_MODULE = /[\\/]hydration[\\/]hydration-gate(\.ts)?$/;

/**
 * The head script's compiler: no Module Federation (it runs before any of it) and no chunk to load, one
 * self-contained file that runs as the parser reaches it. Minified in production (its bytes are in every page's
 * HTML); never eval'd source maps, which the policy (it allows this script by its hash) would refuse.
 */
function headScriptConfig(development) {
  return {
    name: 'head-script',
    mode: development ? 'development' : 'production',
    target: ['web', 'es2020'],
    devtool: false,
    entry: HEAD_SCRIPT_ENTRY,
    output: { path: path.dirname(HEAD_SCRIPT_FILE), filename: path.basename(HEAD_SCRIPT_FILE), clean: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [tsLoaderRule()] },
    // No live-reload client in it: the dev server adds one to every compiler it serves unless told not to.
    devServer: false,
  };
}

/** The head script's code, for the template (the head-script compiler has written it before the browser's runs). */
function headScript() {
  const code = fs.readFileSync(HEAD_SCRIPT_FILE, 'utf8').trim();
  if (code.includes('</script')) throw new Error(`${HEAD_SCRIPT_FILE} would end its inline <script> early`);
  return code;
}

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
    dependencies: ['head-script'],
    // dist/server/ is the server compiler's (the renderer the API runs in a worker thread), dist/head/ the head
    // script's.
    output: { ...base.output, clean: { keep: /^(server|head)\// } },
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
      // The gate is the head script's: main.js reaches it through the global it publishes, not a second copy.
      // (page-gate.ts imports only the gate's types, which the build erases: no request of its own to keep.)
      new NormalModuleReplacementPlugin(GATE_MODULE, path.join(root, 'shared-ui/src/hydration/page-gate.ts')),
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
        // async, not defer: main.js then starts as soon as it arrives (the gate listens already, from the head
        // script). Hydration waits for the whole page (src/index.ts). `blocking` only names the tag
        // AsyncEntryScripts changes.
        scriptLoading: 'blocking',
        inject: 'head',
        templateContent: ({ htmlWebpackPlugin }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <script>${headScript()}</script>
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
      // The template reads the head script from disk (headScript above).
      devMiddleware: { writeToDisk: (file) => file === HEAD_SCRIPT_FILE },
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
  return [headScriptConfig(development), browser, server];
};
