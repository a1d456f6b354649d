import { photoSrcset, type Product } from 'contracts';
import { PRODUCT_PHOTO_SIZES } from 'contracts/seo';
import { createQueryClient } from 'shared-ui/state';
import { productQueryOptions, productFeedbackQueryOptions, type HeadRequest } from 'shared-ui';
import { head } from '../../../exposes/product-page';
import { dress } from './product-fixture';

const ORIGIN = 'https://vesna.example';
const hash = (n: number) => String(n).repeat(64);
/** The dress photographed: blue and beige have photos (the API's paths), black is drawn. */
const photographed: Product = {
  ...dress,
  image: [`/api/photos/${hash(1)}-1600.jpg`],
  products: dress.products.map((variant, index) =>
    variant.color === 'black' ? variant : { ...variant, image: [`/api/photos/${hash(index + 1)}-1600.jpg`] },
  ),
};

function request(path: string): HeadRequest {
  const url = new URL(path, ORIGIN);
  return {
    pathname: url.pathname,
    params: { id: url.pathname.slice(1) },
    searchParams: url.searchParams,
    origin: ORIGIN,
  };
}

/** The query client as the server's render leaves it after the page's first data. */
function filled(product: Product | null, feedback?: { average: number | null; count: number }) {
  const queries = createQueryClient({ server: true });
  queries.setQueryData(productQueryOptions('100001').queryKey, product);
  if (feedback) queries.setQueryData(productFeedbackQueryOptions('100001').queryKey, { comments: [], ...feedback });
  return queries;
}

describe("the product page's head (its module's `head`, on the server and in the browser)", () => {
  it("is the product's name, description, picture and Product JSON-LD with absolute links", () => {
    const own = head(request('/100001'), filled(dress));
    expect(own).toMatchObject({
      title: 'Linen Wrap Dress | Vesna',
      description: dress.description,
      image: dress.image[0],
      type: 'product',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Linen Wrap Dress',
        description: dress.description,
        url: `${ORIGIN}/100001`,
        offers: { '@type': 'Offer', price: '129.50', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      },
    });
    expect((own?.jsonLd as { image: string[] }).image).toContain(`${ORIGIN}${dress.image[0]}`);
    expect(own?.status).toBeUndefined();
    // A drawing is not preloaded: only photos are.
    expect(own?.imagePreload).toBeUndefined();
  });

  it('rates the product from its feedback, and says OutOfStock when no size of any colour is left', () => {
    const rated = head(request('/100001'), filled(dress, { average: 4.5, count: 2 }));
    expect(rated?.jsonLd).toMatchObject({ aggregateRating: { ratingValue: 4.5, reviewCount: 2 } });
    const soldOut: Product = {
      ...dress,
      products: dress.products.map((variant) => ({
        ...variant,
        sizes: variant.sizes.map((size) => ({ ...size, quantity: 0 })),
      })),
    };
    expect((head(request('/100001'), filled(soldOut))?.jsonLd as { offers: { availability: string } }).offers).toEqual(
      expect.objectContaining({ availability: 'https://schema.org/OutOfStock' }),
    );
  });

  it("preloads the photo the address shows first: its colour's, as the gallery asks for it", () => {
    expect(head(request('/100001'), filled(photographed))?.imagePreload).toEqual({
      imageSrcSet: photoSrcset({ hash: hash(1), width: 1600 }, 'avif'),
      imageSizes: PRODUCT_PHOTO_SIZES,
      type: 'image/avif',
    });
    expect(head(request('/100001?color=beige'), filled(photographed))?.imagePreload?.imageSrcSet).toBe(
      photoSrcset({ hash: hash(2), width: 1600 }, 'avif'),
    );
  });

  it('is a 404 when there is no such product, and nothing of its own while the product is not read', () => {
    expect(head(request('/100001'), filled(null))).toEqual({ status: 404 });
    expect(head(request('/100001'), createQueryClient({ server: true }))).toBeUndefined();
  });
});
