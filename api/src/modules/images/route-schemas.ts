import { answers, contentOf, noBody, text } from '../../openapi/shapes';

const svg = contentOf('the SVG (immutable, with an ETag)', ['image/svg+xml']);
const notModified = noBody('If-None-Match matched the ETag');

/** The generated images (OpenAPI contract). */
export const imageSchemas = {
  product: {
    summary: "A product's picture: view 1 front, 2 back, 3 fabric close-up, in the variant's colour",
    params: {
      type: 'object',
      properties: { productId: text(), color: text(), file: text({ description: '1.svg, 2.svg or 3.svg' }) },
      required: ['productId', 'color', 'file'],
    },
    response: answers({ 200: svg, 304: notModified }),
  },
  banner: {
    summary: 'A banner illustration (hero, new-in, category-<category>, modiweek-<weekday>...)',
    params: { type: 'object', properties: { file: text({ description: '<key>.svg' }) }, required: ['file'] },
    response: answers({ 200: svg, 304: notModified }),
  },
  storeMap: { summary: 'The street map around the Kyiv store', response: answers({ 200: svg, 304: notModified }) },
  share: {
    summary:
      'Any of the artworks above, or a product photo (photos/<hash>.png), as a 1200x630 PNG share card (og:image)',
    params: {
      type: 'object',
      properties: { '*': text({ description: 'e.g. banners/hero.png, products/100001/red/1.png' }) },
    },
    response: answers({ 200: contentOf('the PNG (immutable, with an ETag)', ['image/png']), 304: notModified }),
  },
};
