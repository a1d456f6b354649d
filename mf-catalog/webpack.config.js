// mf-catalog exposes its pages and nothing else; every build rule lives in ../config/webpack.remote.js.
module.exports = require('../config/webpack.remote')({
  dir: __dirname,
  name: 'mf_catalog',
  exposes: {
    './HomePage': './src/exposes/home-page.tsx',
    './CollectionPage': './src/exposes/collection-page.tsx',
    './NewInPage': './src/exposes/new-in-page.tsx',
    './PlusSizePage': './src/exposes/plus-size-page.tsx',
    './ModiweekPage': './src/exposes/modiweek-page.tsx',
  },
});
