import { API_PATHS, buildApiPath, type CollectionTile } from 'contracts';
import { apiClient, queryOptions, useQuery, type RequestOptions } from 'shared-ui/state';
import { logFailures } from 'shared-ui';

const NONE: CollectionTile[] = [];

/** GET /banners/collection: the home Collection block's tiles, one per category. */
export async function getCollectionTiles(options: RequestOptions = {}): Promise<CollectionTile[]> {
  const { data } = await apiClient.get<CollectionTile[]>(buildApiPath(API_PATHS.banners, { name: 'collection' }), {
    signal: options.signal,
  });
  return data;
}

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
