import type { Queryable } from '../../db/database';

export interface BannerRow {
  id: string;
  setName: string;
  name: string;
  imageUrl: string;
  title: string | null;
  body: string | null;
  link: string | null;
  productIds: string[];
}

export async function selectBanners(db: Queryable, setName: string, section: string): Promise<BannerRow[]> {
  const { rows } = await db.query<BannerRow>(
    `SELECT id, set_name AS "setName", name, image_url AS "imageUrl", title, body, link, product_ids AS "productIds"
       FROM banners WHERE set_name = $1 AND section = $2 ORDER BY position, id`,
    [setName, section],
  );
  return rows;
}
