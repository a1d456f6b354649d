module.exports = require('../config/jest.preset')({ dir: __dirname, name: 'mf-backoffice', environment: 'jsdom' });
