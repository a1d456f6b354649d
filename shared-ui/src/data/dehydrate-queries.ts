import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ServerQueries } from 'shared-ui/state';

/**
 * The answers of `client` for the page's JSON block (the successful ones: a failed one is asked again),
 * without the times they were read at: a public page is the same bytes for every request while its data
 * is (ETag, CDN), and the browser counts them as fetched when it hydrates anyway (hydrateQueries).
 * The server renderer's alone, so it is the kit's: stateless, it reads any client it is given.
 */
export function dehydrateQueries(client: QueryClient): ServerQueries {
  const { queries, mutations } = dehydrate(client);
  return {
    mutations,
    queries: queries.map((query) => ({ ...query, dehydratedAt: 0, state: { ...query.state, dataUpdatedAt: 0 } })),
  };
}
