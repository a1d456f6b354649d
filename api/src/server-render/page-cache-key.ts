/**
 * Query parameters that only say where a visitor came from (campaign links, click ids): they never change
 * what a page shows, so a page asked with them is the same cache entry as without.
 */
const TRACKING_PARAMETER = /^(utm_[a-z_]+|gclid|fbclid|msclkid|mc_cid|mc_eid|_ga|ref)$/i;

/** The path and the query that matter: tracking parameters left out, the rest in one order. */
export function pageAddress(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const params = [...new URLSearchParams(url.slice(query + 1))]
    .filter(([name]) => !TRACKING_PARAMETER.test(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(params).toString();
  return search ? `${url.slice(0, query)}?${search}` : url.slice(0, query);
}

/**
 * The key of a page in the HTML cache: its address, the origin its links and canonical tag name, and the
 * builds it was rendered with (page-builds.ts: the shell, remotes.json and each remote's manifest). The
 * catalogue's version is the cache's own generation (html-cache.ts).
 */
export function pageCacheKey(url: string, origin: string, buildsStamp: string): string {
  return `${buildsStamp} ${origin} ${pageAddress(url)}`;
}
