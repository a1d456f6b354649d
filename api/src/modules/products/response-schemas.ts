/**
 * JSON schemas of the products routes' answers: Fastify compiles them with fast-json-stringify, which
 * writes the bytes the read cache keeps (and drops any column a query returns by mistake).
 */
const stringList = { type: 'array', items: { type: 'string' } } as const;

const summaryProperties = {
  id: { type: 'string' },
  name: { type: 'string' },
  price: { type: 'number' },
  image: stringList,
  // image[0]'s tiny placeholder (a data: URL), absent for a drawing.
  placeholder: { type: 'string' },
  description: { type: 'string' },
  category: { type: 'string' },
  new: { type: 'boolean' },
  plusSize: { type: 'boolean' },
} as const;

const summaryRequired = Object.keys(summaryProperties).filter((key) => key !== 'placeholder');

export const productSummarySchema = {
  type: 'object',
  required: summaryRequired,
  properties: summaryProperties,
} as const;

const variantProperties = {
  color: { type: 'string' },
  image: stringList,
  sizes: {
    type: 'array',
    items: {
      type: 'object',
      required: ['size', 'quantity'],
      properties: { size: { type: 'string' }, quantity: { type: 'integer' } },
    },
  },
} as const;

/**
 * A product; `placeholders` says whether its colours carry every photo's placeholder. Only the product's own
 * answer does (its gallery shows every image); a list's cards show one image each, whose placeholder is the
 * product's `placeholder`: a page of 24 cards then carries 24 of them (about 200 B each), not 24 x colours x 3.
 */
const productSchemaWith = (placeholders: boolean) =>
  ({
    type: 'object',
    required: [...summaryRequired, 'fabric', 'bestSellerRank', 'products'],
    properties: {
      ...summaryProperties,
      fabric: { type: 'string' },
      bestSellerRank: { type: 'integer' },
      finalSale: { type: 'boolean' },
      products: {
        type: 'array',
        items: {
          type: 'object',
          required: ['color', 'image', 'sizes'],
          properties: placeholders
            ? { ...variantProperties, placeholders: stringList, alts: stringList }
            : variantProperties,
        },
      },
    },
  }) as const;

/** GET /products?id=: the product alone in a list, with every photo's placeholder and alt text. */
export const productResponse = { 200: { type: 'array', items: productSchemaWith(true) } } as const;
/** Listings and products by ids (cards): fast-json-stringify leaves the colours' placeholders and alts out. */
export const productListResponse = { 200: { type: 'array', items: productSchemaWith(false) } } as const;
export const productSummaryListResponse = { 200: { type: 'array', items: productSummarySchema } } as const;
