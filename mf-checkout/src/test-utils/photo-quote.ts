import type { CartQuote } from 'contracts';
import { photoBagLine } from 'shared-ui/testing';

/** A quote of one bag line whose colour has photos (shared-ui/testing's photoBagLine). */
export const photoQuote = {
  lines: [photoBagLine],
  dropped: [],
  droppedNames: {},
  discount: null,
  subtotalCents: 12_950,
  taxCents: 1_295,
  shippingCents: 0,
  totalCents: 14_245,
  currency: 'usd',
} as CartQuote;
