import type { CollectionTile } from 'contracts';
import { getCollectionTiles, logFailures, queryOptions, useQuery } from 'shared-ui';

const NONE: CollectionTile[] = [];

/** The home Collection block's tiles, one per category (GET /banners/collection). */
export function collectionTilesQueryOptions() {
  return queryOptions({
    queryKey: ['collection-tiles'] as const,
    queryFn: logFailures('[mf-catalog] collection tiles', ({ signal }: { signal: AbortSignal }) =>
      getCollectionTiles({ signal }),
    ),
  });
}

/** The tiles; none while they load or when they failed (the block keeps its placeholders). */
export function useCollectionTiles(): CollectionTile[] {
  return useQuery(collectionTilesQueryOptions()).data ?? NONE;
}
