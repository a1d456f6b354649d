module.exports = require('../config/webpack.remote')({
  dir: __dirname,
  name: 'mf_account',
  exposes: {
    './LoginPage': './src/exposes/login-page.tsx',
    './RegistrationPage': './src/exposes/registration-page.tsx',
    './UserProfilePage': './src/exposes/user-profile-page.tsx',
    './WishListPage': './src/exposes/wish-list-page.tsx',
  },
});
