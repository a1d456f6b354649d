const { paymentsShared } = require('../config/module-federation');

module.exports = require('../config/webpack.remote')({
  dir: __dirname,
  name: 'mf_account',
  // @stripe/react-stripe-js and @stripe/stripe-js/pure: one copy for the two remotes that take a card.
  extraShared: paymentsShared,
  exposes: {
    './LoginPage': './src/exposes/login-page.tsx',
    './RegistrationPage': './src/exposes/registration-page.tsx',
    './UserProfilePage': './src/exposes/user-profile-page.tsx',
    './WishListPage': './src/exposes/wish-list-page.tsx',
  },
});
