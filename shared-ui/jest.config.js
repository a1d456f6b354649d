module.exports = require('../config/jest.preset')({ dir: __dirname, name: 'shared-ui', environment: 'jsdom' });
