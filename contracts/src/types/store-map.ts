/**
 * GET /store/map: the map of the visit-us page. By default the shop's own generated street map (no network
 * beyond the shop); with MAP_EMBED_URL set on the API, `embedUrl` is a real map to show in an iframe.
 */
export interface StoreMap {
  /** An iframe URL (e.g. OpenStreetMap's export/embed.html), or null for the generated image. */
  embedUrl: string | null;
  /** The generated map image on the shop's origin. */
  imageUrl: string;
  /** The store's location on openstreetmap.org, for the "Open in OpenStreetMap" link. */
  openStreetMapUrl: string;
}
