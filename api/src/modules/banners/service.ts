import { WEEKDAYS, type Banner, type CollectionTile } from 'contracts';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http-errors';
import { selectBanners, type BannerRow } from './queries';

function toBanner(row: BannerRow): Banner {
  const banner: Banner = {
    id: row.id,
    name: row.name,
    imageUrl: row.imageUrl,
    category: row.productIds.map((id) => ({ id })),
  };
  if (row.title) banner.title = row.title;
  if (row.body) banner.text = row.body;
  if (row.link) banner.link = row.link;
  return banner;
}

/** GET /banners/:name. `collection` answers tiles ({id, name: category, imageUrl}). Unknown set: 404. */
export async function getBannerSet(db: Queryable, name: string): Promise<Banner[] | CollectionTile[]> {
  const rows = await selectBanners(db, name, '');
  if (rows.length === 0) throw notFound('Unknown banner set');
  if (name === 'collection')
    return rows.map((r) => ({ id: r.id, name: r.name, imageUrl: r.imageUrl }) as CollectionTile);
  return rows.map(toBanner);
}

/** GET /banners/:name/:name2: a section of a set; `/banners/x/x` is the set itself when it has no such section. */
export async function getBannerSection(db: Queryable, name: string, section: string): Promise<Banner[]> {
  let rows = await selectBanners(db, name, section);
  if (rows.length === 0 && name === section) rows = await selectBanners(db, name, '');
  if (rows.length === 0) throw notFound('Unknown banner section');
  return rows.map(toBanner);
}

/** GET /banners/category/:category: Modiweek's seven looks, Sunday to Saturday. */
export async function getBannersByCategory(db: Queryable, category: string): Promise<Banner[]> {
  const rows = await selectBanners(db, category, '');
  if (rows.length === 0) throw notFound('Unknown banner category');
  const order = (name: string) => {
    const index = (WEEKDAYS as readonly string[]).indexOf(name.toLowerCase());
    return index === -1 ? WEEKDAYS.length : index;
  };
  return rows.sort((a, b) => order(a.name) - order(b.name)).map(toBanner);
}
