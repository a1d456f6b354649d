// TypeScript and JSX through swc: fast on a two-core machine; type checking is `npm run typecheck`.
module.exports = function swcRule({ development }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: {
            react: { runtime: 'automatic', importSource: '@emotion/react', development, refresh: false },
          },
        },
      },
    },
  };
};
