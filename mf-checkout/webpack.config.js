const { paymentsShared } = require('../config/module-federation');

module.exports = require('../config/webpack.remote')({
  dir: __dirname,
  name: 'mf_checkout',
  // @stripe/react-stripe-js and @stripe/stripe-js/pure: one copy for the two remotes that take a card.
  extraShared: paymentsShared,
  exposes: {
    './CartPage': './src/exposes/cart-page.tsx',
    './InfoPage': './src/exposes/info-page.tsx',
    './PaymentPage': './src/exposes/payment-page.tsx',
    './SuccessPage': './src/exposes/success-page.tsx',
    './FailedPage': './src/exposes/failed-page.tsx',
  },
});
