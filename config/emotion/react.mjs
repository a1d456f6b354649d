// What the shop shares as `@emotion/react` in production browser builds: the package's browser build
// without `withTheme`, re-exported. A shared module is never tree-shaken (config/react-router/client.mjs
// says why), and `withTheme` alone brings hoist-non-react-statics and react-is (3 KB minified, about 1 KB br)
// to every first visit. The shop styles with the `css` prop and reads the theme with `useTheme`.
// shell/src/composition/__tests__/trimmed-shared-packages.test.ts fails when shop code imports a name missing
// here. The server build shares the whole package (config/webpack.server.js).
export {
  CacheProvider,
  ClassNames,
  Global,
  ThemeContext,
  ThemeProvider,
  __unsafe_useEmotionCache,
  createElement,
  css,
  jsx,
  keyframes,
  useTheme,
  withEmotionCache,
} from '../../node_modules/@emotion/react/dist/emotion-react.browser.esm.js';
