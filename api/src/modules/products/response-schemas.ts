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
  description: { type: 'string' },
  category: { type: 'string' },
  new: { type: 'boolean' },
  plusSize: { type: 'boolean' },
} as const;

export const productSummarySchema = {
  type: 'object',
  required: Object.keys(summaryProperties),
  properties: summaryProperties,
} as const;

export const productSchema = {
  type: 'object',
  required: [...Object.keys(summaryProperties), 'fabric', 'bestSellerRank', 'products'],
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
        properties: {
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
        },
      },
    },
  },
} as const;

export const productListResponse = { 200: { type: 'array', items: productSchema } } as const;
export const productSummaryListResponse = { 200: { type: 'array', items: productSummarySchema } } as const;
