// TypeScript and JSX through ts-loader in transpile-only mode: each file is compiled on its own, as
// `isolatedModules` promises, so a build does not wait for the type checker. Type checking is its own
// step (`npm run typecheck`, part of `npm run verify`), over every package at once.
const path = require('node:path');

module.exports = function tsLoaderRule() {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        transpileOnly: true,
        onlyCompileBundledFiles: true,
        configFile: path.join(__dirname, '..', 'tsconfig.base.json'),
        compilerOptions: {
          // The base config only type-checks (noEmit); the build needs output, and ES2020 keeps the
          // browser range the shop had before (class fields and `??=` are lowered).
          noEmit: false,
          target: 'ES2020',
          module: 'ESNext',
          sourceMap: true,
          // Never 'react-jsxdev': its jsxDEV() needs React's development build, and a remote's dev server is
          // often loaded into the built shop (shell/README.md, "Composition"), whose React is
          // the production one. The plain runtime works with both.
          jsx: 'react-jsx',
        },
      },
    },
  };
};
