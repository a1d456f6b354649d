import { CURRENCY } from './constants/order';
import type { FeedbackList } from './types/feedback-api';
import type { Product } from './types/catalog';

/** What the page knows about a product's feedback: its average rate (1-5) and how many entries. */
export type FeedbackSummary = Pick<FeedbackList, 'average' | 'count'>;

/** Search results show about this many characters of a description. */
const META_DESCRIPTION_MAX = 160;

/** The page's meta description: the product's description, cut at a word before 160 characters. */
export function metaDescription(product: Product): string {
  const text = product.description.replace(/\s+/g, ' ').trim();
  if (text.length <= META_DESCRIPTION_MAX) return text;
  const cut = text.slice(0, META_DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** Every image of every colour, once, the default colour's first. */
function allImages(product: Product): string[] {
  return [...new Set([...product.image, ...product.products.flatMap((variant) => variant.image)])];
}

/**
 * schema.org Product for search engines (JSON-LD): name, images, description, one offer with price,
 * currency and availability, and aggregateRating only when there is feedback (a rating of nothing is
 * invalid structured data). `origin` makes the image and page URLs absolute.
 */
export function productStructuredData(product: Product, origin: string, feedback?: FeedbackSummary | null) {
  const inStock = product.products.some((variant) => variant.sizes.some((size) => size.quantity > 0));
  const url = `${origin}/${product.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: product.id,
    name: product.name,
    description: product.description,
    image: allImages(product).map((src) => new URL(src, origin).href),
    brand: { '@type': 'Brand', name: 'Vesna' },
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: CURRENCY.toUpperCase(),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(feedback && feedback.count > 0 && feedback.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: feedback.average,
            reviewCount: feedback.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
