module.exports = require('../config/webpack.remote')({
  dir: __dirname,
  name: 'mf_content',
  exposes: {
    './SustainabilityPage': './src/exposes/sustainability-page.tsx',
    './MaterialsPage': './src/exposes/materials-page.tsx',
    './TermsPage': './src/exposes/terms-page.tsx',
    './PolicyPage': './src/exposes/policy-page.tsx',
    './OrderShippingPage': './src/exposes/order-shipping-page.tsx',
    './ReturnsRefundsPage': './src/exposes/returns-refunds-page.tsx',
    './ContactUsPage': './src/exposes/contact-us-page.tsx',
    './CareersPage': './src/exposes/careers-page.tsx',
    './VisitUsPage': './src/exposes/visit-us-page.tsx',
    './NewsletterPage': './src/exposes/newsletter-page.tsx',
  },
});
