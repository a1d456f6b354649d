import type { CartQuote, CartQuoteLine } from 'contracts';

/** A bag line whose colour has photos, as the quote sends it: its widest JPEG and its tiny placeholder. */
export const TINY = 'data:image/webp;base64,UklGRg==';
export const photoLine: CartQuoteLine = {
  key: '100001/blue/m/1',
  requestedKey: '100001/blue/m/1',
  productId: '100001',
  name: 'Linen Wrap Dress',
  image: `/api/photos/${'7'.repeat(64)}-1600.jpg`,
  placeholder: TINY,
  color: 'blue',
  size: 'm',
  quantity: 1,
  stock: 4,
  unitPriceCents: 12_950,
  lineTotalCents: 12_950,
  clamped: false,
};

export const photoQuote = {
  lines: [photoLine],
  dropped: [],
  droppedNames: {},
  discount: null,
  subtotalCents: 12_950,
  taxCents: 1_295,
  shippingCents: 0,
  totalCents: 14_245,
  currency: 'usd',
} as CartQuote;

/** The `<img>` of the server's markup (jsdom's style parser drops a background shorthand with a size). */
export const imgOf = (html: string) => /<img [^>]*>/.exec(html)![0];
export const placeholderStyle = `style="background:url(&quot;${TINY}&quot;) 50%/cover"`;
