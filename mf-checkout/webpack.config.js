module.exports = require('../config/webpack.remote')({
  dir: __dirname,
  name: 'mf_checkout',
  exposes: {
    './CartPage': './src/exposes/cart-page.tsx',
    './InfoPage': './src/exposes/info-page.tsx',
    './PaymentPage': './src/exposes/payment-page.tsx',
    './SuccessPage': './src/exposes/success-page.tsx',
    './FailedPage': './src/exposes/failed-page.tsx',
  },
});
