/**
 * Banners and collection tiles (GET /banners/collection) share one schema: a tile is a banner without
 * `category` (fast-json-stringify leaves out what a value does not have). Compiled for the read cache.
 */
export const bannerListResponse = {
  200: {
    type: 'array',
    items: {
      type: 'object',
      required: ['id', 'name', 'imageUrl'],
      properties: {
        id: { type: 'string' },
        name: { type: 'string' },
        imageUrl: { type: 'string' },
        title: { type: 'string' },
        text: { type: 'string' },
        link: { type: 'string' },
        category: {
          type: 'array',
          items: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
        },
      },
    },
  },
} as const;
