import { answers, json, shape, text, textOrNull } from '../../openapi/shapes';

/** The visit-us page's map (OpenAPI contract). */
export const storeMapSchemas = {
  get: {
    summary: 'Which map the visit-us page shows (MAP_EMBED_URL, else the generated one)',
    response: answers({
      200: json('the map', shape({ embedUrl: textOrNull, imageUrl: text(), openStreetMapUrl: text() })),
    }),
  },
};
