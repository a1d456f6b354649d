import type { Database } from '../src/db/database';
import { bannerImagePath, generateBanners } from './banners';
import { generateCatalogue } from './catalogue';
import type { Product } from 'contracts';
import type { Queryable } from '../src/db/database';
import { seedPhotoPlaceholder } from './images/product-photo';
import { productImageInput } from './images/product-svg';
import {
  SEED_PHOTO_HEIGHT,
  SEED_PHOTO_VIEWS,
  SEED_PHOTO_WIDTH,
  seedPhotoAlt,
  seedPhotoHash,
} from './images/seed-photo-names';

export interface SeedResult {
  products: number;
  banners: number;
}

export interface SeedOptions {
  /** A generated catalogue of exactly this many products (SEED_PRODUCTS); default: the seed's 132. */
  products?: number;
}

/** Largest SEED_PRODUCTS: product ids are six digits from 100001. */
export const MAX_SEED_PRODUCTS = 100_000;

/** SEED_PRODUCTS as a count, or undefined when unset; anything else stops the start with a clear message. */
export function seedProductsFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_SEED_PRODUCTS) {
    throw new Error(`SEED_PRODUCTS must be a whole number from 1 to ${MAX_SEED_PRODUCTS} (got "${value}")`);
  }
  return n;
}

/**
 * Fills an empty catalogue with the generated products and banners. Safe to call on every start:
 * a catalogue that already has products, or banners, is left as it is.
 */
/** The seed's final-sale products (spec section 9: final-sale items are not returnable). */
export const FINAL_SALE_PRODUCT_IDS = ['100004', '100013', '100027'];

export async function seedCatalogue(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const seeded = await fillEmptyCatalogue(db, options);
  if (seeded.products > 0) {
    // The statement triggers rewrite every product (stock_keys) after its variants and sizes: three dead
    // row versions a product, which a search's scan then walks (51 MB at 10,000 products) until autovacuum
    // passes, if it runs at all (it is off on this machine's PostgreSQL). A fresh catalogue is rewritten
    // compact, once; VACUUM cannot run inside the seed's transaction.
    await db.exec('VACUUM (FULL, ANALYZE) products');
    // VACUUM FULL leaves the visibility map empty: until a plain VACUUM, every count and index-only scan of
    // products reads the table's rows too (the back office's list counts its matches on every request).
    await db.exec('VACUUM products');
    await db.exec('VACUUM (ANALYZE) product_variants, variant_sizes, search_words');
  }
  return seeded;
}

function fillEmptyCatalogue(db: Database, options: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const result: SeedResult = { products: 0, banners: 0 };
    const products = generateCatalogue(options.products === undefined ? {} : { total: options.products });
    const [{ count: productCount }] = (await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM products'))
      .rows;
    if (productCount === 0) {
      // One statement per table with the rows as a JSON parameter: fast on PGlite and PostgreSQL alike.
      await tx.query(
        `INSERT INTO products (id, name, description, price, category, fabric, is_new, plus_size, best_seller_rank)
         SELECT id, name, description, price, category, fabric, is_new, plus_size, best_seller_rank
           FROM json_to_recordset($1::json) AS r(id text, name text, description text, price numeric, category text,
                fabric text, is_new boolean, plus_size boolean, best_seller_rank int)
         ON CONFLICT (id) DO NOTHING`,
        [
          JSON.stringify(
            products.map((p) => ({
              id: p.id,
              name: p.name,
              description: p.description,
              price: p.price,
              category: p.category,
              fabric: p.fabric,
              is_new: p.new,
              plus_size: p.plusSize,
              best_seller_rank: p.bestSellerRank,
            })),
          ),
        ],
      );
      // A few items are final sale (not returnable); migration 0013 marks the same ones in an older catalogue.
      await tx.query('UPDATE products SET final_sale = true WHERE id = ANY($1::text[])', [FINAL_SALE_PRODUCT_IDS]);
      const variants = products.flatMap((p) =>
        p.products.map((v, position) => ({ product_id: p.id, color: v.color, position, images: v.image })),
      );
      await tx.query(
        `INSERT INTO product_variants (product_id, color, position, images)
         SELECT product_id, color, position, ARRAY(SELECT json_array_elements_text(images))
           FROM json_to_recordset($1::json) AS r(product_id text, color text, position int, images json)
         ON CONFLICT DO NOTHING`,
        [JSON.stringify(variants)],
      );
      const sizes = products.flatMap((p) =>
        p.products.flatMap((v) =>
          v.sizes.map((s, position) => ({
            product_id: p.id,
            color: v.color,
            size: s.size,
            position,
            quantity: s.quantity,
          })),
        ),
      );
      await tx.query(
        `INSERT INTO variant_sizes (product_id, color, size, position, quantity)
         SELECT product_id, color, size, position, quantity
           FROM json_to_recordset($1::json) AS r(product_id text, color text, size text, position int, quantity int)
         ON CONFLICT DO NOTHING`,
        [JSON.stringify(sizes)],
      );
      await insertSeedPhotos(tx, products);
      result.products = products.length;
    }
    const [{ count: bannerCount }] = (await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM banners'))
      .rows;
    if (bannerCount === 0) {
      const banners = generateBanners(products);
      await tx.query(
        `INSERT INTO banners (id, set_name, section, position, name, image_url, title, body, link, product_ids)
         SELECT id, set_name, section, position, name, image_url, title, body, link, ARRAY(SELECT json_array_elements_text(product_ids))
           FROM json_to_recordset($1::json) AS r(id text, set_name text, section text, position int, name text,
                image_url text, title text, body text, link text, product_ids json)
         ON CONFLICT (id) DO NOTHING`,
        [
          JSON.stringify(
            banners.map((b) => ({
              id: b.id,
              set_name: b.set,
              section: b.section,
              position: b.position,
              name: b.name,
              image_url: bannerImagePath(b.imageKey),
              title: b.title ?? null,
              body: b.text ?? null,
              link: b.link ?? null,
              product_ids: b.productIds,
            })),
          ),
        ],
      );
      result.banners = banners.length;
    }
    return result;
  });
}

/**
 * Every colour of every seed product gets three photos (front, back, fabric), listed here and drawn only when
 * first asked for (modules/photos/service.ts: the drawing goes through the upload's normalisation, then the
 * derivative is made and stored). A fresh start draws nothing: it stays as fast as it was. The placeholders are
 * one per category, colour and view (at 16 px nothing else shows), joined in SQL rather than sent per row.
 */
async function insertSeedPhotos(tx: Queryable, products: Product[]): Promise<void> {
  const placeholders: Record<string, string> = {};
  const rows = products.flatMap((product) =>
    product.products.flatMap((variant) =>
      SEED_PHOTO_VIEWS.map((view, position) => {
        const input = productImageInput(product, variant.color, view);
        return {
          p: product.id,
          c: variant.color,
          n: position,
          a: seedPhotoAlt(input),
          h: seedPhotoHash(input),
          k: `${product.category}/${variant.color}/${view}`,
        };
      }),
    ),
  );
  for (const row of rows) placeholders[row.k] ??= '';
  for (const key of Object.keys(placeholders)) {
    const [category, color, view] = key.split('/') as [
      Product['category'],
      Product['products'][number]['color'],
      string,
    ];
    placeholders[key] = await seedPhotoPlaceholder({
      productId: '',
      name: '',
      category,
      fabric: 'cotton',
      color,
      view: Number(view) as 1 | 2 | 3,
    });
  }
  await tx.query(
    `INSERT INTO product_photos (product_id, color, position, alt, content_hash, width, height, placeholder, source)
     SELECT r.p, r.c, r.n, r.a, r.h, $2, $3, ph.value, 'seed'
       FROM json_to_recordset($1::json) AS r(p text, c text, n int, a text, h text, k text)
       JOIN json_each_text($4::json) AS ph ON ph.key = r.k`,
    [JSON.stringify(rows), SEED_PHOTO_WIDTH, SEED_PHOTO_HEIGHT, JSON.stringify(placeholders)],
  );
}
