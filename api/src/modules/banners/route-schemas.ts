import { answers, noBody, text } from '../../openapi/shapes';
import { bannerListResponse } from './response-schemas';

const banners = answers({
  200: { description: 'the banners', ...bannerListResponse[200] },
  304: noBody('If-None-Match matched the ETag'),
});

/** The banners' schemas (OpenAPI contract). */
export const bannerSchemas = {
  byCategory: {
    summary: "Modiweek's seven banners (category/modiweek)",
    params: { type: 'object', properties: { category: text() }, required: ['category'] },
    response: banners,
  },
  set: {
    summary: 'A banner set: mainBanner, sustainability, collection (tiles), newIn, newInBanner, plusSize, bannerLogin',
    params: { type: 'object', properties: { name: text() }, required: ['name'] },
    response: banners,
  },
  section: {
    summary: "A set's section (sustainability/<section>), or the set itself when it has no such section",
    params: { type: 'object', properties: { name: text(), name2: text() }, required: ['name', 'name2'] },
    response: banners,
  },
};
