// The product's meta description and schema.org JSON-LD live in contracts, so the API writes the same
// into the product page's HTML for crawlers that run no JavaScript.
export { metaDescription, productStructuredData, type FeedbackSummary } from 'contracts/seo';
