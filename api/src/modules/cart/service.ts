import {
  sizeLabel,
  TAX_RATE,
  formatCartItemKey,
  parseCartItemKey,
  type CartItemKey,
  type CartItemParts,
  type CartQuote,
  type CartQuoteLine,
  type QuoteDiscount,
} from 'contracts';
import type { Database, Queryable } from '../../db/database';
import { badRequest } from '../../http-errors';
import { objectBody } from '../../validation';
import { birthdayDiscount, birthdayEligibility, type BirthdayGrant } from '../promotions/birthday-discount';
import {
  deleteCart,
  deleteCartItem,
  selectCartKeys,
  selectCartLines,
  selectCatalogueLines,
  upsertCartItems,
  type CartLine,
  type CatalogueLine,
} from './queries';

/** Most lines in one bag, and most keys in one merge or quote request. */
export const MAX_CART_LINES = 100;

const KEY_EXAMPLE = '"100001/blue/m/1"';
const INT4_MAX = 2_147_483_647;

const lineKey = (line: CartLine) => `${line.productId}/${line.color}/${line.size}`;

function fieldError(field: string, message: string) {
  return badRequest(message, { [field]: message });
}

/** A key from a request, read with contracts' parser; 400 naming what is wrong with it. */
function readKey(value: unknown, field: string): CartItemParts {
  if (value === undefined || value === null || value === '') throw fieldError(field, `${field} is required`);
  if (typeof value !== 'string') {
    throw fieldError(field, `${field} must be a cart item key such as ${KEY_EXAMPLE} (productId/color/size/quantity)`);
  }
  try {
    return parseCartItemKey(value);
  } catch (error) {
    throw fieldError(field, (error as Error).message);
  }
}

/** The key of POST and DELETE /customers/cart (`{ productId: key }`; other fields are ignored). */
export function requireCartKey(body: unknown): CartItemParts {
  const record = objectBody(body, `{"productId": ${KEY_EXAMPLE}}`);
  return readKey(record.productId, 'productId');
}

/**
 * The keys of a merge or quote request: `items` must be a list of at most MAX_CART_LINES strings,
 * else 400. The strings themselves are read later, leniently: a stale key in a browser's storage
 * must not make the whole bag fail.
 */
export function requireKeyList(body: unknown): string[] {
  const record = objectBody(body, `{"items": [${KEY_EXAMPLE}]}`);
  const items = record.items;
  const listMessage = `items must be a list of at most ${MAX_CART_LINES} cart item keys such as ${KEY_EXAMPLE}`;
  if (!Array.isArray(items) || items.length > MAX_CART_LINES) throw fieldError('items', listMessage);
  const notString = items.findIndex((item) => typeof item !== 'string');
  if (notString >= 0) throw fieldError('items', `items[${notString}] must be a string: ${listMessage}`);
  return items as string[];
}

function tryParse(key: string): CartItemParts | null {
  try {
    return parseCartItemKey(key);
  } catch {
    return null;
  }
}

/** Why the catalogue refuses this line at this quantity, or null when it may go in the bag. */
function refusal(parts: CartItemParts, found: CatalogueLine | undefined): string | null {
  const size = sizeLabel(parts.size);
  if (!found || found.name === null) return `Unknown product: ${parts.productId}`;
  if (!found.hasColor) return `${found.name} does not come in ${parts.color}`;
  if (found.stock === null) return `${found.name} has no size ${size} in ${parts.color}`;
  if (found.stock < 1) return `${found.name} in ${parts.color}, size ${size}, is sold out`;
  if (parts.quantity > found.stock) {
    return `Quantity must be a whole number from 1 to ${found.stock} (the stock of ${found.name} in ${parts.color}, size ${size})`;
  }
  return null;
}

/** Adds the line, or replaces the quantity of the bag's line with the same product, colour and size. */
export async function addToCart(db: Database, customerId: string, parts: CartItemParts): Promise<CartItemKey[]> {
  return db.transaction(async (tx) => {
    const [found] = await selectCatalogueLines(tx, [parts]);
    const message = refusal(parts, found);
    if (message) throw fieldError('productId', message);
    const current = await selectCartLines(tx, customerId);
    const isNew = !current.some((line) => lineKey(line) === lineKey(parts));
    if (isNew && current.length >= MAX_CART_LINES) {
      throw fieldError('productId', `The bag holds at most ${MAX_CART_LINES} different items`);
    }
    await upsertCartItems(tx, customerId, [parts]);
    return selectCartKeys(tx, customerId);
  });
}

/** Removes the line with this product, colour and size (whatever its quantity); absent is fine. */
export async function removeFromCart(db: Queryable, customerId: string, line: CartLine): Promise<CartItemKey[]> {
  await deleteCartItem(db, customerId, line);
  return selectCartKeys(db, customerId);
}

export async function clearCart(db: Queryable, customerId: string): Promise<CartItemKey[]> {
  await deleteCart(db, customerId);
  return [];
}

/**
 * Merges a guest's bag into the account's: a line in both keeps the larger quantity, capped by the
 * stock; a line only in the guest bag is added (capped by the stock) while the bag has room; keys that
 * are malformed, unknown or out of stock are left out. The account's other lines are not touched.
 */
export async function mergeCart(db: Database, customerId: string, keys: string[]): Promise<CartItemKey[]> {
  // One entry per line: the guest's largest quantity (a key may repeat in a hand-edited storage).
  const guest = new Map<string, CartItemParts>();
  for (const parts of keys.map(tryParse)) {
    if (!parts) continue;
    const known = guest.get(lineKey(parts));
    if (!known || known.quantity < parts.quantity) guest.set(lineKey(parts), parts);
  }
  return db.transaction(async (tx) => {
    const account = new Map((await selectCartLines(tx, customerId)).map((line) => [lineKey(line), line]));
    const catalogue = await selectCatalogueLines(tx, [...guest.values()]);
    let room = MAX_CART_LINES - account.size;
    const changes: CartItemParts[] = [];
    for (const found of catalogue) {
      if (found.name === null || found.stock === null || found.stock < 1) continue;
      const key = lineKey(found);
      const wanted = guest.get(key)!;
      const own = account.get(key);
      if (!own && room < 1) continue;
      const quantity = Math.min(Math.max(wanted.quantity, own?.quantity ?? 0), found.stock, INT4_MAX);
      if (own?.quantity === quantity) continue;
      if (!own) room -= 1;
      changes.push({ ...wanted, quantity });
    }
    await upsertCartItems(tx, customerId, changes);
    return selectCartKeys(tx, customerId);
  });
}

/** Tax in whole cents: TAX_RATE of the subtotal, rounded half up, in integer arithmetic (no float drift). */
export function taxCentsOf(subtotalCents: number): number {
  const basisPoints = Math.round(TAX_RATE * 10_000);
  return Math.floor((subtotalCents * basisPoints + 5_000) / 10_000);
}

/**
 * Prices a bag from the catalogue's current data (never the client's): unknown, malformed, repeated
 * or sold-out keys go to `dropped`; a quantity above the stock is lowered to it and flagged.
 */
export async function quoteCart(db: Queryable, keys: string[]): Promise<CartQuote> {
  return (await quoteCartWithCategories(db, keys)).quote;
}

/**
 * quoteCart, with the category of each of the quote's products from the same query: what a discount code on
 * chosen categories needs, so the quote with a code asks the database nothing more (issue 34's bench).
 */
export async function quoteCartWithCategories(
  db: Queryable,
  keys: string[],
): Promise<{ quote: CartQuote; categoryOf: Map<string, string> }> {
  // Dropped keys are answered in the order they were sent, whichever check dropped them.
  const dropped = new Set<number>();
  const wanted: { index: number; parts: CartItemParts }[] = [];
  const seen = new Set<string>();
  keys.forEach((key, index) => {
    const parts = tryParse(key);
    if (!parts || seen.has(lineKey(parts))) {
      dropped.add(index);
      return;
    }
    seen.add(lineKey(parts));
    wanted.push({ index, parts });
  });
  const catalogue = await selectCatalogueLines(
    db,
    wanted.map((w) => w.parts),
  );
  const lines: CartQuoteLine[] = [];
  const categoryOf = new Map<string, string>();
  const droppedNames: Record<CartItemKey, string> = {};
  wanted.forEach(({ index, parts }, i) => {
    const found = catalogue[i];
    if (!found || found.name === null || found.stock === null || found.stock < 1) {
      dropped.add(index);
      // The product is still sold (only this colour or size is gone): the shopper is told which item went.
      if (found?.name) droppedNames[keys[index]] = found.name;
      return;
    }
    const quantity = Math.min(parts.quantity, found.stock);
    const unitPriceCents = found.unitPriceCents ?? 0;
    if (found.category !== null) categoryOf.set(parts.productId, found.category);
    lines.push({
      key: formatCartItemKey({ ...parts, quantity }),
      requestedKey: keys[index],
      productId: parts.productId,
      name: found.name,
      image: found.image ?? '',
      ...(found.placeholder ? { placeholder: found.placeholder } : {}),
      color: parts.color,
      size: parts.size,
      quantity,
      stock: found.stock,
      unitPriceCents,
      lineTotalCents: unitPriceCents * quantity,
      clamped: quantity < parts.quantity,
    });
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const quote: CartQuote = {
    lines,
    dropped: keys.filter((_key, index) => dropped.has(index)),
    droppedNames,
    ...quoteAmounts(subtotalCents, null),
    currency: 'usd',
  };
  return { quote, categoryOf };
}

/** Subtotal, discount, tax on what is left after the discount, free shipping and the total, in cents. */
export function quoteAmounts(subtotalCents: number, discount: QuoteDiscount | null) {
  const taxCents = taxCentsOf(subtotalCents - (discount?.amountCents ?? 0));
  const shippingCents = 0;
  return {
    subtotalCents,
    discount,
    taxCents,
    shippingCents,
    totalCents: subtotalCents - (discount?.amountCents ?? 0) + taxCents + shippingCents,
  };
}

/**
 * The quote of a logged-in customer's bag: as quoteCart, with her birthday discount when it applies at
 * `now` (never from anything the client sends). `birthday` is what the order records of the discount.
 */
export async function quoteCartForCustomer(
  db: Queryable,
  keys: string[],
  customerId: string,
  now: Date = new Date(),
): Promise<{ quote: CartQuote; birthday: BirthdayGrant | null }> {
  const quote = await quoteCart(db, keys);
  if (quote.subtotalCents === 0) return { quote, birthday: null };
  const { grant } = await birthdayEligibility(db, customerId, now);
  if (!grant) return { quote, birthday: null };
  return {
    quote: { ...quote, ...quoteAmounts(quote.subtotalCents, birthdayDiscount(quote.subtotalCents)) },
    birthday: grant,
  };
}
