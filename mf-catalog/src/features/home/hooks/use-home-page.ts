import { useAsyncData } from '../../../hooks/use-async-data';
import {
  bestSellersQuery,
  collectionTilesQuery,
  heroQuery,
  modiweekLooksQuery,
  sustainabilityQuery,
  type HomePageData,
} from '../load-home-page';

/**
 * The home page's sections, each from its own query: a section shows its placeholder until its data is
 * there, and one whose data failed on the server is loaded here, whatever the others did.
 */
export function useHomePage(): HomePageData {
  const hero = useAsyncData(heroQuery, null).data;
  const sustainability = useAsyncData(sustainabilityQuery, null).data;
  const tiles = useAsyncData(collectionTilesQuery, []).data;
  const bestSellers = useAsyncData(bestSellersQuery, []).data;
  const modiweek = useAsyncData(modiweekLooksQuery, []).data;
  return { hero: hero ?? undefined, sustainability: sustainability ?? undefined, tiles, bestSellers, modiweek };
}
