import type { FastifyInstance } from 'fastify';
import { API_BASE_URL, API_PATHS, STORE_OPENSTREETMAP_URL, type StoreMap } from 'contracts';
import { storeMapSchemas } from './route-schemas';

/**
 * MAP_EMBED_URL as the browser may use it: an http(s) URL, else null (the page shows the shop's own map).
 * Anything else would end up in an iframe's src, so it is refused rather than passed on.
 */
export function parseMapEmbedUrl(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** GET /store/map: which map the visit-us page shows. */
export async function storeMapRoutes(app: FastifyInstance, { embedUrl }: { embedUrl: string | null }): Promise<void> {
  const body: StoreMap = {
    embedUrl,
    imageUrl: `${API_BASE_URL}${API_PATHS.storeMapImage}`,
    openStreetMapUrl: STORE_OPENSTREETMAP_URL,
  };
  app.get(API_PATHS.storeMap, { schema: storeMapSchemas.get }, async (_request, reply) => {
    // A deploy may change MAP_EMBED_URL: short-lived, unlike the image itself.
    reply.header('cache-control', 'public, max-age=300');
    return body;
  });
}
