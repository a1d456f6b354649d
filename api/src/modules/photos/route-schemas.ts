import { COLORS } from 'contracts';
import { answers, contentOf, json, listOf, oneOfWords, requestShape, shape, text, whole } from '../../openapi/shapes';

const productParams = {
  type: 'object',
  properties: { id: text({ pattern: '^\\d{6}$' }) },
  required: ['id'],
};
const photoParams = {
  type: 'object',
  properties: { id: text({ pattern: '^\\d{6}$' }), photoId: whole() },
  required: ['id', 'photoId'],
};

const photo = shape({
  id: whole(),
  color: oneOfWords(COLORS),
  position: whole({ description: '0 is the colour’s main photo' }),
  alt: text(),
  width: whole(),
  height: whole(),
  placeholder: text({ description: 'a 16 px wide WebP as a data: URL' }),
  derivatives: oneOfWords(['pending', 'ready', 'failed']),
  src: text({ description: 'the JPEG fallback; the AVIF and WebP ladder is in srcset' }),
  srcset: shape({ avif: text(), webp: text(), jpg: text() }),
});
const photoList = json("the product's photos, by colour then position", shape({ items: listOf(photo) }));

const upload = {
  description:
    'multipart/form-data: the fields `color` and `alt` first, then one `file` (JPEG, PNG, WebP or AVIF, at most 25 MB and 50 megapixels; the type is read from the bytes). One photo per request, so that a browser shows each file’s progress.',
  content: {
    'multipart/form-data': {
      schema: requestShape(
        { color: oneOfWords(COLORS), alt: text({ maxLength: 250 }), file: text({ format: 'binary' }) },
        ['color', 'alt', 'file'],
      ),
    },
  },
};

const STAFF = { tags: ['staff'], security: [{ staffSession: [] }] };

/** The photo pipeline's routes (OpenAPI contract). */
export const photoSchemas = {
  derivative: {
    summary: 'A product photo at one width and format (content-addressed, immutable for a year)',
    params: {
      type: 'object',
      properties: { name: text({ description: '<sha256>-<width>.<avif|webp|jpg>' }) },
      required: ['name'],
    },
    response: answers({ 200: contentOf('the image', ['image/avif', 'image/webp', 'image/jpeg']) }),
  },
  list: {
    ...STAFF,
    summary: "A product's photos (roles owner, catalogue)",
    params: productParams,
    response: answers({ 200: photoList }),
  },
  upload: {
    ...STAFF,
    summary: 'Add a photo to a colour of a product, last in its order (roles owner, catalogue)',
    consumes: ['multipart/form-data'],
    params: productParams,
    body: upload,
    response: answers({ 201: json('the photo; its derivatives are made by a job', photo) }),
  },
  order: {
    ...STAFF,
    summary: "Put a colour's photos in a new order; the first is its main photo (roles owner, catalogue)",
    params: productParams,
    body: requestShape({ color: oneOfWords(COLORS), photoIds: listOf(whole()) }, ['color', 'photoIds']),
    response: answers({ 200: photoList }),
  },
  update: {
    ...STAFF,
    summary:
      "Change a photo's alt text (JSON `{ alt }`) or replace its file (multipart: `file`, optionally `alt` first) (roles owner, catalogue)",
    consumes: ['application/json', 'multipart/form-data'],
    params: photoParams,
    body: requestShape({ alt: text({ maxLength: 250 }) }),
    response: answers({ 200: json('the photo', photo) }),
  },
  remove: {
    ...STAFF,
    summary: 'Remove a photo from its colour; its files stay for the orders that show it (roles owner, catalogue)',
    params: photoParams,
    response: answers({ 204: { description: 'removed', type: 'null' } }),
  },
};
