// Browser-only: the back office is never rendered on the server (a staff page is private and no-store), so
// it has no async-node build and its manifest names no server entry.
module.exports = require('../config/webpack.remote')({
  dir: __dirname,
  name: 'mf_backoffice',
  browserOnly: true,
  exposes: {
    './StaffPage': './src/exposes/staff-page.tsx',
  },
});
