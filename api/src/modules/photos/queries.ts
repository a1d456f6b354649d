import { parsePhotoPath, type Category, type Color, type Fabric } from 'contracts';
import type { Queryable } from '../../db/database';

export interface PhotoRow {
  id: number;
  productId: string;
  color: Color;
  position: number;
  alt: string;
  hash: string;
  width: number;
  height: number;
  placeholder: string;
  derivatives: 'pending' | 'ready' | 'failed';
  source: 'upload' | 'seed';
}

const PHOTO_COLUMNS = `id::int AS id, product_id AS "productId", color, position, alt, content_hash AS hash, width,
  height, placeholder, derivatives, source`;

/**
 * Whether the product has the colour; `lock` (inside a transaction) also locks it, so that concurrent uploads to
 * it take positions one after the other.
 */
export async function productColorExists(
  db: Queryable,
  productId: string,
  color: string,
  lock = false,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM product_variants WHERE product_id = $1 AND color = $2${lock ? ' FOR UPDATE' : ''}`,
    [productId, color],
  );
  return rows.length === 1;
}

/** Locks the colour's row until the transaction ends (false when it does not exist). */
export const lockProductColor = (tx: Queryable, productId: string, color: string) =>
  productColorExists(tx, productId, color, true);

export async function insertPhoto(
  tx: Queryable,
  photo: Pick<PhotoRow, 'productId' | 'color' | 'alt' | 'hash' | 'width' | 'height' | 'placeholder' | 'source'>,
): Promise<PhotoRow> {
  const { rows } = await tx.query<PhotoRow>(
    `INSERT INTO product_photos (product_id, color, position, alt, content_hash, width, height, placeholder, source)
     SELECT $1, $2, coalesce(max(position) + 1, 0), $3, $4, $5, $6, $7, $8
       FROM product_photos WHERE product_id = $1 AND color = $2
     RETURNING ${PHOTO_COLUMNS}`,
    [photo.productId, photo.color, photo.alt, photo.hash, photo.width, photo.height, photo.placeholder, photo.source],
  );
  return rows[0]!;
}

export async function selectProductPhotos(db: Queryable, productId: string): Promise<PhotoRow[]> {
  const { rows } = await db.query<PhotoRow>(
    `SELECT ${PHOTO_COLUMNS} FROM product_photos ph
      WHERE product_id = $1
      ORDER BY (SELECT v.position FROM product_variants v WHERE v.product_id = ph.product_id AND v.color = ph.color),
               position`,
    [productId],
  );
  return rows;
}

export async function selectPhoto(db: Queryable, productId: string, photoId: number): Promise<PhotoRow | undefined> {
  const { rows } = await db.query<PhotoRow>(
    `SELECT ${PHOTO_COLUMNS} FROM product_photos WHERE product_id = $1 AND id = $2`,
    [productId, photoId],
  );
  return rows[0];
}

/** What a derivative of `hash` is made from: the photo's size, and for a seed photo what the generator draws. */
export interface PhotoSource {
  width: number;
  height: number;
  source: 'upload' | 'seed';
  productId: string;
  color: Color;
  position: number;
  name: string;
  category: Category;
  fabric: Fabric;
}

export async function selectPhotoSource(db: Queryable, hash: string): Promise<PhotoSource | undefined> {
  const { rows } = await db.query<PhotoSource>(
    `SELECT ph.width, ph.height, ph.source, ph.product_id AS "productId", ph.color, ph.position, p.name, p.category,
            p.fabric
       FROM product_photos ph JOIN products p ON p.id = ph.product_id
      WHERE ph.content_hash = $1 LIMIT 1`,
    [hash],
  );
  return rows[0];
}

export async function setPhotoAlt(tx: Queryable, photoId: number, alt: string): Promise<void> {
  await tx.query('UPDATE product_photos SET alt = $2, updated_at = now() WHERE id = $1', [photoId, alt]);
}

export async function replacePhotoFile(
  tx: Queryable,
  photoId: number,
  file: Pick<PhotoRow, 'hash' | 'width' | 'height' | 'placeholder'>,
): Promise<void> {
  await tx.query(
    `UPDATE product_photos
        SET content_hash = $2, width = $3, height = $4, placeholder = $5, derivatives = 'pending', source = 'upload',
            updated_at = now()
      WHERE id = $1`,
    [photoId, file.hash, file.width, file.height, file.placeholder],
  );
}

/** Deletes one photo and closes the gap, so that the colour's first photo stays position 0 (its main one). */
export async function deletePhotoRow(
  tx: Queryable,
  photo: Pick<PhotoRow, 'id' | 'productId' | 'color'>,
): Promise<void> {
  await tx.query('DELETE FROM product_photos WHERE id = $1', [photo.id]);
  await renumber(tx, photo.productId, photo.color);
}

async function renumber(tx: Queryable, productId: string, color: string): Promise<void> {
  await tx.query(
    `UPDATE product_photos ph SET position = ordered.n - 1
       FROM (SELECT id, row_number() OVER (ORDER BY position, id) AS n
               FROM product_photos WHERE product_id = $1 AND color = $2) ordered
      WHERE ph.id = ordered.id AND ph.position <> ordered.n - 1`,
    [productId, color],
  );
}

/** A colour's photos in the order of `photoIds` (every photo of the colour, each once: checked by the caller). */
export async function setPhotoOrder(tx: Queryable, photoIds: number[]): Promise<void> {
  await tx.query(
    `UPDATE product_photos ph SET position = ordered.n - 1, updated_at = now()
       FROM unnest($1::bigint[]) WITH ORDINALITY AS ordered(id, n)
      WHERE ph.id = ordered.id`,
    [photoIds],
  );
}

export async function setDerivativesState(db: Queryable, hash: string, state: PhotoRow['derivatives']): Promise<void> {
  await db.query('UPDATE product_photos SET derivatives = $2 WHERE content_hash = $1', [hash, state]);
}

/**
 * The colour's image paths as shoppers' pages read them (product_variants.images, which every listing,
 * the bag, orders and mail already use): its photos in order, or `fallback` (the generated drawings)
 * when it has none. Changing the row announces a catalogue change, so caches drop what showed the old ones.
 */
export async function syncVariantImages(
  tx: Queryable,
  productId: string,
  color: string,
  imagePath: (photo: Pick<PhotoRow, 'hash' | 'width'>) => string,
  fallback: string[],
): Promise<void> {
  const { rows } = await tx.query<Pick<PhotoRow, 'hash' | 'width'>>(
    'SELECT content_hash AS hash, width FROM product_photos WHERE product_id = $1 AND color = $2 ORDER BY position',
    [productId, color],
  );
  const images = rows.length > 0 ? rows.map(imagePath) : fallback;
  await tx.query('UPDATE product_variants SET images = $3 WHERE product_id = $1 AND color = $2', [
    productId,
    color,
    images,
  ]);
}

/** What an image path of an order line or a mail needs of its photo: the original's size and its placeholder. */
export interface PhotoFacts {
  hash: string;
  width: number;
  height: number;
  placeholder: string;
}

/**
 * The photos some image paths name (`/api/photos/<hash>-<width>.jpg`), by hash; drawings and photos whose rows
 * are gone (deleted by staff: their files stay) are absent. An order keeps only the path it was bought with.
 */
export async function selectPhotosOfPaths(db: Queryable, paths: string[]): Promise<Map<string, PhotoFacts>> {
  const hashes = [...new Set(paths.map((path) => parsePhotoPath(path)?.hash).filter((hash) => hash !== undefined))];
  if (hashes.length === 0) return new Map();
  const { rows } = await db.query<PhotoFacts>(
    `SELECT DISTINCT ON (content_hash) content_hash AS hash, width, height, placeholder
       FROM product_photos WHERE content_hash = ANY($1::text[]) ORDER BY content_hash, id`,
    [hashes],
  );
  return new Map(rows.map((photo) => [photo.hash, photo]));
}
