import { answers, contentOf } from '../../openapi/shapes';

/** The sitemap and robots.txt (OpenAPI contract). */
export const seoSchemas = {
  sitemap: {
    summary: 'Every static page, category, weekday and product',
    response: answers({ 200: contentOf('the sitemap', ['application/xml']) }),
  },
  robots: {
    summary: 'Keeps crawlers out of the API, the account and the checkout',
    response: answers({ 200: contentOf('robots.txt', ['text/plain']) }),
  },
};
