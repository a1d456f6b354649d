module.exports = require('../config/webpack.remote')({
  dir: __dirname,
  name: 'mf_product',
  exposes: {
    './ProductPage': './src/exposes/product-page.tsx',
  },
});
