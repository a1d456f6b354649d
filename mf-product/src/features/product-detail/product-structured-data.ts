// The product's meta description and schema.org JSON-LD (contracts/seo), which the page's head (product-page-head.ts)
// is made of, on the server and in the browser.
export { metaDescription, productStructuredData, type FeedbackSummary } from 'contracts/seo';
