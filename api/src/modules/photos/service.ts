import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { Color } from 'contracts';
import { photoAltSchema, photoOrderSchema, photoUploadSchema, type PhotoUploadFields } from 'contracts/schemas';
import type { Database, Queryable } from '../../db/database';
import { badRequest, notFound } from '../../http-errors';
import { validateWith } from '../../validation';
import { productImagePaths } from '../../../seed/catalogue';
import { renderSeedPhoto } from '../../../seed/images/product-photo';
import { noteCatalogueChange } from '../catalogue-cache/catalogue-writes';
import { enqueueJob } from '../jobs/job-queue-queries';
import type { JobHandler } from '../jobs/job-worker';
import { ladderFor, makeDerivative } from './derivatives';
import { PHOTO_FORMATS, derivativeName, originalKey, parseDerivativeName, photoImagePath } from './photo-names';
import { normalisePhoto, normalisePhotoFile, spoolToTempFile, type NormalisedPhoto } from './ingest';
import { CONTENT_TYPES, readStoredFile, type PhotoStorage } from './photo-storage';
import {
  deletePhotoRow,
  insertPhoto,
  lockProductColor,
  productColorExists,
  replacePhotoFile,
  selectPhoto,
  selectPhotoSource,
  selectProductPhotos,
  setDerivativesState,
  setPhotoAlt,
  setPhotoOrder,
  syncVariantImages,
  type PhotoRow,
  type PhotoSource,
} from './queries';

export interface PhotoContext {
  db: Database;
  storage: PhotoStorage;
}

/** Runs inside a change's transaction with what changed (the staff routes write the audit entry there). */
export type InTransaction<T> = (tx: Queryable, change: T) => Promise<void>;

/** The job that makes every derivative of one photo (keyed by the original's hash). */
export const PHOTO_DERIVATIVES_JOB = 'photo-derivatives';

/** The one image URL readers of a product get (`image[]`): the JPEG at the photo's widest (photoImagePath). */
export const shopperImagePath = (photo: Pick<PhotoRow, 'hash' | 'width'>) => photoImagePath(photo);

/** Inside the photo transaction: the colour's image paths follow its photos, and caches hear of it. */
async function photosChanged(tx: Queryable, productId: string, color: Color): Promise<void> {
  await syncVariantImages(tx, productId, color, shopperImagePath, productImagePaths(productId, color));
  noteCatalogueChange(tx);
}

/** Stream to a temporary file, check and normalise, keep the original: nothing is stored for a refused file. */
async function takeUpload(ctx: PhotoContext, stream: Readable): Promise<NormalisedPhoto> {
  const file = await spoolToTempFile(stream);
  try {
    const photo = await normalisePhotoFile(file);
    await ctx.storage.put(originalKey(photo.hash), photo.jpeg, CONTENT_TYPES.jpg!);
    return photo;
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * An uploaded photo, added last to its colour (the first photo of a colour is its main one); its derivatives
 * are made by the job queued in the same transaction. Refusals (alt text, colour, the file) are 4xx with
 * nothing stored and no job queued.
 */
export async function ingestPhoto(
  ctx: PhotoContext,
  input: { productId: string; color: unknown; alt: unknown; stream: Readable },
  inTransaction?: InTransaction<PhotoRow>,
): Promise<PhotoRow> {
  let fields: PhotoUploadFields;
  try {
    fields = await validateWith(photoUploadSchema, { color: input.color, alt: input.alt });
    if (!(await productColorExists(ctx.db, input.productId, fields.color)))
      throw notFound('This product has no such colour');
  } catch (error) {
    // Refused before the file was read: it is read and dropped, so the request ends with this answer.
    input.stream.resume();
    throw error;
  }
  const photo = await takeUpload(ctx, input.stream);
  return ctx.db.transaction(async (tx) => {
    if (!(await lockProductColor(tx, input.productId, fields.color))) throw notFound('This product has no such colour');
    const row = await insertPhoto(tx, {
      productId: input.productId,
      color: fields.color,
      alt: fields.alt.trim(),
      hash: photo.hash,
      width: photo.width,
      height: photo.height,
      placeholder: photo.placeholder,
      source: 'upload',
    });
    await enqueueJob(tx, PHOTO_DERIVATIVES_JOB, photo.hash, { hash: photo.hash });
    await photosChanged(tx, input.productId, fields.color);
    await inTransaction?.(tx, row);
    return row;
  });
}

export function listProductPhotos(db: Queryable, productId: string): Promise<PhotoRow[]> {
  return selectProductPhotos(db, productId);
}

export interface Change<T> {
  before: T;
  after: T;
}

async function changed<T>(tx: Queryable, change: Change<T>, inTransaction?: InTransaction<Change<T>>) {
  await inTransaction?.(tx, change);
  return change;
}

async function existingPhoto(db: Queryable, productId: string, photoId: number): Promise<PhotoRow> {
  const photo = await selectPhoto(db, productId, photoId);
  if (!photo) throw notFound('Photo not found');
  return photo;
}

/** A new file for a photo (same place, same alt text unless a new one is given). */
export async function replacePhoto(
  ctx: PhotoContext,
  input: { productId: string; photoId: number; alt?: unknown; stream: Readable },
  inTransaction?: InTransaction<Change<PhotoRow>>,
): Promise<Change<PhotoRow>> {
  const before = await existingPhoto(ctx.db, input.productId, input.photoId);
  const alt = input.alt === undefined ? undefined : (await validateWith(photoAltSchema, { alt: input.alt })).alt;
  const photo = await takeUpload(ctx, input.stream);
  return ctx.db.transaction(async (tx) => {
    await replacePhotoFile(tx, before.id, photo);
    if (alt !== undefined) await setPhotoAlt(tx, before.id, alt.trim());
    await enqueueJob(tx, PHOTO_DERIVATIVES_JOB, photo.hash, { hash: photo.hash });
    await photosChanged(tx, before.productId, before.color);
    return changed(tx, { before, after: (await selectPhoto(tx, input.productId, before.id))! }, inTransaction);
  });
}

export async function updatePhotoAlt(
  ctx: PhotoContext,
  input: { productId: string; photoId: number; body: unknown },
  inTransaction?: InTransaction<Change<PhotoRow>>,
): Promise<Change<PhotoRow>> {
  const { alt } = await validateWith(photoAltSchema, input.body);
  const before = await existingPhoto(ctx.db, input.productId, input.photoId);
  return ctx.db.transaction(async (tx) => {
    await setPhotoAlt(tx, before.id, alt.trim());
    noteCatalogueChange(tx);
    return changed(tx, { before, after: (await selectPhoto(tx, input.productId, before.id))! }, inTransaction);
  });
}

/** A colour's photos in a new order: the list must name each of the colour's photos exactly once. */
export async function reorderPhotos(
  ctx: PhotoContext,
  input: { productId: string; body: unknown },
  inTransaction?: InTransaction<Change<PhotoRow[]>>,
): Promise<Change<PhotoRow[]>> {
  const { color, photoIds } = await validateWith(photoOrderSchema, input.body);
  return ctx.db.transaction(async (tx) => {
    if (!(await lockProductColor(tx, input.productId, color))) throw notFound('This product has no such colour');
    const before = (await selectProductPhotos(tx, input.productId)).filter((photo) => photo.color === color);
    const current = before.map((photo) => photo.id).sort((a, b) => a - b);
    const asked = [...photoIds].sort((a, b) => a - b);
    if (current.length !== asked.length || current.some((id, index) => id !== asked[index])) {
      throw badRequest('Send every photo of the colour exactly once', {
        photoIds: 'Send every photo of the colour exactly once',
      });
    }
    await setPhotoOrder(tx, photoIds);
    await photosChanged(tx, input.productId, color);
    const after = (await selectProductPhotos(tx, input.productId)).filter((photo) => photo.color === color);
    return changed(tx, { before, after }, inTransaction);
  });
}

/**
 * Removes a photo from its colour. Its files stay: they are content-addressed, and an order placed
 * earlier still shows the photo that was bought.
 */
export async function deletePhoto(
  ctx: PhotoContext,
  input: { productId: string; photoId: number },
  inTransaction?: InTransaction<PhotoRow>,
): Promise<PhotoRow> {
  const before = await existingPhoto(ctx.db, input.productId, input.photoId);
  await ctx.db.transaction(async (tx) => {
    await lockProductColor(tx, before.productId, before.color);
    await deletePhotoRow(tx, before);
    await photosChanged(tx, before.productId, before.color);
    await inTransaction?.(tx, before);
  });
  return before;
}

/** The normalised original of a photo: stored, or (a seed photo not yet made) drawn, normalised and stored now. */
async function originalOf(ctx: PhotoContext, hash: string, source: PhotoSource): Promise<Buffer> {
  const stored = await ctx.storage.get(originalKey(hash));
  if (stored) return readStoredFile(stored);
  // An upload's original lost from the storage (a bucket emptied by hand, a folder not copied): nothing can be
  // made from it, so the file is not there (404); the derivatives job records the cause and tries again later.
  if (source.source !== 'seed') {
    throw Object.assign(notFound('Photo not found'), {
      cause: `the original of photo ${hash} is missing from the storage`,
    });
  }
  const drawn = await renderSeedPhoto({
    productId: source.productId,
    name: source.name,
    category: source.category,
    fabric: source.fabric,
    color: source.color,
    view: ((source.position % 3) + 1) as 1 | 2 | 3,
  });
  // The same normalisation as an upload: what is stored and derived is the same kind of file.
  const { jpeg } = await normalisePhoto(drawn);
  await ctx.storage.put(originalKey(hash), jpeg, CONTENT_TYPES.jpg!);
  return jpeg;
}

/** A photo's normalised original by its hash (a share card is drawn from it); 404 for an unknown photo. */
export async function photoOriginal(ctx: PhotoContext, hash: string): Promise<Buffer> {
  const source = await selectPhotoSource(ctx.db, hash);
  if (!source) throw notFound('Image not found');
  return originalOf(ctx, hash, source);
}

/** Derivatives being made in this process, by name: two requests for one missing file make it once. */
const inFlight = new Map<string, Promise<Buffer>>();

function makeAndStore(ctx: PhotoContext, name: string, make: () => Promise<Buffer>): Promise<Buffer> {
  let pending = inFlight.get(name);
  if (!pending) {
    pending = make()
      .then(async (bytes) => {
        await ctx.storage.put(name, bytes, CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)]!);
        return bytes;
      })
      .finally(() => inFlight.delete(name));
    inFlight.set(name, pending);
  }
  return pending;
}

/**
 * GET /api/photos/:name. A stored derivative is streamed from the storage; one on the ladder of a known
 * photo that is not made yet (its job has not reached it, or a seed photo asked for the first time) is
 * made now, stored and sent. Anything else is a 404.
 */
export async function derivativeFor(
  ctx: PhotoContext,
  name: string,
): Promise<{ body: Readable | Buffer; contentType: string; size?: number }> {
  const wanted = parseDerivativeName(name);
  if (!wanted) throw notFound('Photo not found');
  const stored = await ctx.storage.get(name);
  if (stored) return stored;
  const source = await selectPhotoSource(ctx.db, wanted.hash);
  if (!source || !ladderFor(source.width).includes(wanted.width)) throw notFound('Photo not found');
  const bytes = await makeAndStore(ctx, name, async () =>
    makeDerivative(await originalOf(ctx, wanted.hash, source), wanted.width, wanted.format),
  );
  return { body: bytes, contentType: CONTENT_TYPES[wanted.format]!, size: bytes.length };
}

/** The photo job: every derivative of the ladder in every format, each made once (a retry skips what exists). */
export function photoDerivativesJob(ctx: PhotoContext): JobHandler {
  return {
    async run(job) {
      const hash = String(job.payload.hash ?? job.key);
      const source = await selectPhotoSource(ctx.db, hash);
      // The photo was deleted or replaced before its turn: nothing to make.
      if (!source) return;
      let original: Buffer | undefined;
      for (const width of ladderFor(source.width)) {
        for (const format of PHOTO_FORMATS) {
          const name = derivativeName(hash, width, format);
          if (await ctx.storage.exists(name)) continue;
          original ??= await originalOf(ctx, hash, source);
          await makeAndStore(ctx, name, () => makeDerivative(original!, width, format));
        }
      }
      await setDerivativesState(ctx.db, hash, 'ready');
    },
    async onFailed(job) {
      await setDerivativesState(ctx.db, String(job.payload.hash ?? job.key), 'failed');
    },
  };
}
