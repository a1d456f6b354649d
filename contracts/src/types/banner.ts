import type { Category } from './catalog';

/**
 * A banner of a named set (GET /banners/:name). For Modiweek the name is the weekday and `category`
 * lists the ids of the products of that look.
 */
export interface Banner {
  id: string;
  name: string;
  imageUrl: string;
  /** Headline, e.g. of the home hero (mainBanner). */
  title?: string;
  text?: string;
  /** Where a call-to-action on the banner leads, as an in-shop path. */
  link?: string;
  /** Items whose id is a product id (inherited name: these are products, not categories). */
  category: { id: string }[];
}

/** A tile of the home "Collection" block (the `collection` banner set): one per category. */
export interface CollectionTile {
  id: string;
  name: Category;
  imageUrl: string;
}
