// Written by config/trimmed-shared.js from the names the shop imports: do not edit.
// What the shop shares as `@emotion/react` in production browser builds, from its browser build: `withTheme`
// alone brings hoist-non-react-statics and react-is (about 1 KB br). The css prop compiles to
// @emotion/react/jsx-runtime, a module of its own.
export {
  css,
  Global,
  keyframes,
  ThemeProvider,
} from '../../node_modules/@emotion/react/dist/emotion-react.browser.esm.js';
