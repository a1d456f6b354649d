import type { CartQuoteLine } from 'contracts';

/** A tiny placeholder as the API sends one (a data: URL of a 16 px WebP). */
export const TINY_PLACEHOLDER = 'data:image/webp;base64,UklGRg==';

/** A bag line whose colour has photos, as the quote sends it: its widest JPEG and its tiny placeholder. */
export const photoBagLine: CartQuoteLine = {
  key: '100001/blue/m/1',
  requestedKey: '100001/blue/m/1',
  productId: '100001',
  name: 'Linen Wrap Dress',
  image: `/api/photos/${'7'.repeat(64)}-1600.jpg`,
  placeholder: TINY_PLACEHOLDER,
  color: 'blue',
  size: 'm',
  quantity: 1,
  stock: 4,
  unitPriceCents: 12_950,
  lineTotalCents: 12_950,
  clamped: false,
};

/** The `<img>` of server-rendered markup (jsdom's style parser drops a background shorthand with a size). */
export const imgOf = (html: string) => /<img [^>]*>/.exec(html)![0];

/** The style ProductPicture writes for `placeholder`, as the server's markup has it. */
export const placeholderStyle = (placeholder = TINY_PLACEHOLDER) =>
  `style="background:url(&quot;${placeholder}&quot;) 50%/cover"`;
