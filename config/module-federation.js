// The one Module Federation configuration every webpack config in the shop imports.
// Everything listed here is a singleton: two copies of react, jotai or shared-ui/state would mean two
// React trees, two atom stores and two event buses, and the remotes would stop seeing the shell's state.
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const fs = require('node:fs');

/**
 * A package's package.json as installed for the repository (the root node_modules, or one above it). Read
 * from disk rather than through require.resolve, because some packages' `exports` hide their package.json
 * (@stripe/react-stripe-js), and Jest's resolver, which loads this file in the route contract test,
 * does not report that case the way Node does.
 */
function packageJsonOf(pkg) {
  for (let dir = root; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(file)) return file;
    if (path.dirname(dir) === dir) throw new Error(`Cannot find ${pkg}/package.json from ${root}`);
  }
}
const versionOf = (pkg) => require(packageJsonOf(pkg)).version;

/** Ports of the local origins; the production origins come from remotes.json, never from here. */
const remotePorts = {
  mf_catalog: 3001,
  mf_product: 3002,
  mf_checkout: 3003,
  mf_account: 3004,
  mf_content: 3005,
  // 3006 and 3007 are dev-services' stand-ins (development sign-in, test payments).
  mf_backoffice: 3008,
};

const singleton = (pkg, versionFrom = pkg) => ({
  singleton: true,
  requiredVersion: `^${versionOf(versionFrom)}`,
  version: versionOf(versionFrom),
});

/**
 * The shop's own packages: a remote built against a shared-ui or contracts the shell does not
 * satisfy is refused (strictVersion), never run against a copy it was not written for. The shell's
 * shared-version guard (shell/src/composition/runtime-plugin) turns the refusal into the route's
 * fallback and a console message naming the remote and both versions.
 */
const workspaceSingleton = (pkg, versionFrom = pkg) => ({ ...singleton(pkg, versionFrom), strictVersion: true });

// Subpath entries (jsx-runtime, react-dom/client) must be listed one by one: without them a remote
// bundles its own copy, and with emotion that copy loses the shell's theme. jotai/utils is left out on
// purpose: only shared-ui uses it (atomWithStorage), and shared inside shared-ui it is tree-shaken to that
// one helper instead of arriving whole (2.6 KB br) on every first visit. Its atoms are plain objects that
// work with the one shared store, whichever copy of the helper made them.
const shared = {
  react: singleton('react'),
  'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
  'react-dom': singleton('react-dom'),
  'react-dom/client': singleton('react-dom/client', 'react-dom'),
  // The router is shared by the one name the shop imports. react-router itself is not listed: the shop's
  // code never imports it, and inside the react-router-dom singleton it is one copy for everyone, so a
  // first visit fetches one router file instead of three (-1.5 KB of headers and chunk wrappers).
  'react-router-dom': singleton('react-router-dom'),
  jotai: singleton('jotai'),
  '@emotion/react': singleton('@emotion/react'),
  '@emotion/react/jsx-runtime': singleton('@emotion/react/jsx-runtime', '@emotion/react'),
  // shared-ui's stateful entry only: its UI kit (`from 'shared-ui'`) holds no state, so each build bundles and
  // tree-shakes it (shared-ui/src/index.ts).
  'shared-ui/state': workspaceSingleton('shared-ui/state', 'shared-ui'),
  contracts: workspaceSingleton('contracts'),
  // contracts' second entry: the yup schemas, a singleton of its own so yup (~13 KB gz) is fetched
  // only when a form needs it (the shell's newsletter imports it lazily), never on the first visit.
  'contracts/schemas': workspaceSingleton('contracts/schemas', 'contracts'),
};

/**
 * Shared only between the remotes that take a card (mf-checkout's /payment, mf-account's Payment Card
 * tab), not by the shell, which never loads them: whichever remote comes first provides one copy of
 * Elements and of the loader. Only the '/pure' entry of @stripe/stripe-js is used (the main entry
 * injects Stripe's script as soon as it is imported).
 */
const paymentsShared = {
  '@stripe/react-stripe-js': singleton('@stripe/react-stripe-js'),
  '@stripe/stripe-js/pure': singleton('@stripe/stripe-js/pure', '@stripe/stripe-js'),
};

/**
 * Aliases every build (shell and remotes) applies, so a shared singleton resolves to the same file
 * whichever side provides it. react-router 7's package `exports` always point at its development
 * build (376 KB of warnings and checks); production builds take the production files instead.
 */
function sharedAliases({ development }) {
  if (development) return {};
  const reactRouter = path.dirname(require.resolve('react-router/package.json', { paths: [root] }));
  return {
    // A shared module is never tree-shaken, so the shop shares only the names it imports, from the production
    // build (react-router/client.mjs, written by trimmed-shared.js; dom.mjs is react-router-dom): 15 KB gz
    // instead of 61 KB on every first visit.
    'react-router$': path.join(__dirname, 'react-router/client.mjs'),
    'react-router-dom$': path.join(__dirname, 'react-router/dom.mjs'),
    'react-router/dom$': path.join(reactRouter, 'dist/production/dom-export.mjs'),
    // Emotion's names the shop imports (config/emotion/react.mjs, written by trimmed-shared.js): no withTheme,
    // -1 KB br on every first visit.
    '@emotion/react$': path.join(__dirname, 'emotion/react.mjs'),
  };
}

/** Options common to the shell and every remote. */
const common = {
  shared,
  shareStrategy: 'loaded-first',
  dts: false,
  manifest: true,
};

module.exports = { shared, paymentsShared, common, remotePorts, root, sharedAliases };
