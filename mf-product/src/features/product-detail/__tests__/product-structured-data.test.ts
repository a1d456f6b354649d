import { metaDescription, productStructuredData } from '../product-structured-data';
import { dress } from './product-fixture';

describe('productStructuredData', () => {
  it('describes the product with absolute images and one offer in US dollars', () => {
    const data = productStructuredData(dress, 'https://shop.example');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Linen Wrap Dress',
      description: dress.description,
      offers: {
        '@type': 'Offer',
        price: '129.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/100001',
      },
    });
    expect(data.image).toContain('https://shop.example/api/images/products/100001/beige/1.svg');
    expect(data.image).toHaveLength(9);
  });

  it('has an aggregateRating only when there is feedback', () => {
    expect(productStructuredData(dress, 'https://shop.example')).not.toHaveProperty('aggregateRating');
    expect(productStructuredData(dress, 'https://x', { average: null, count: 0 })).not.toHaveProperty(
      'aggregateRating',
    );
    expect(productStructuredData(dress, 'https://x', { average: 4.3, count: 7 })).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 7 },
    });
  });

  it('says out of stock when no size of any colour is left', () => {
    const soldOut = { ...dress, products: dress.products.map((v) => ({ ...v, sizes: [] })) };
    expect(productStructuredData(soldOut, 'https://x').offers.availability).toBe('https://schema.org/OutOfStock');
  });
});

describe('metaDescription', () => {
  it('keeps a short description and cuts a long one at a word before 160 characters', () => {
    expect(metaDescription(dress)).toBe(dress.description);
    const long = metaDescription({ ...dress, description: 'word '.repeat(60) });
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });
});
