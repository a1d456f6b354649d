import { STAFF_API_PATHS } from 'contracts/staff';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { photoSrcset } from 'contracts';
import type { Queryable } from '../../db/database';
import { badRequest } from '../../http-errors';
import { MAX_PHOTO_BYTES } from './ingest';
import type { PhotoRow } from './queries';
import { photoSchemas } from './route-schemas';
import {
  deletePhoto,
  ingestPhoto,
  listProductPhotos,
  reorderPhotos,
  replacePhoto,
  shopperImagePath,
  updatePhotoAlt,
  type Change,
  type InTransaction,
  type PhotoContext,
} from './service';

/** The staff paths of the photo pipeline (under /api), beside contracts/staff's STAFF_API_PATHS. */
/** The photo routes' paths, from the staff API's one list (contracts/staff). */
export const STAFF_PHOTO_PATHS = {
  photos: STAFF_API_PATHS.productPhotos,
  order: STAFF_API_PATHS.productPhotosOrder,
  photo: STAFF_API_PATHS.productPhoto,
} as const;

export type PhotoStaffRole = 'owner' | 'catalogue';

/** One audit entry, as contracts/staff's AuditEntry records it (who comes from the request's staff session). */
export interface PhotoAuditEntry {
  action: 'photo.upload' | 'photo.replace' | 'photo.alt' | 'photo.order' | 'photo.delete';
  entity: 'product_photo';
  entityId: string;
  before: unknown;
  after: unknown;
}

/**
 * What the staff module provides, handed in rather than imported (it is built beside this one):
 * `guard(...roles)` is requireStaff (401 without a staff session, 403 for another role), and `audit`
 * writes one entry of the append-only audit log on the given transaction or database for the request's
 * staff member. app.ts connects them (see `photoStaffRoutesSeam` there).
 */
export interface StaffPhotoRouteOptions extends PhotoContext {
  guard: (...roles: PhotoStaffRole[]) => preHandlerHookHandler;
  audit: (db: Queryable, request: FastifyRequest, entry: PhotoAuditEntry) => Promise<void>;
}

/** A photo as the back office gets it: its row and what a `<picture>` of it loads. */
export function photoView(row: PhotoRow) {
  return {
    id: row.id,
    color: row.color,
    position: row.position,
    alt: row.alt,
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    derivatives: row.derivatives,
    src: shopperImagePath(row),
    srcset: { avif: photoSrcset(row, 'avif'), webp: photoSrcset(row, 'webp'), jpg: photoSrcset(row, 'jpg') },
  };
}

/** The audit log keeps what identifies a photo, not its placeholder's bytes. */
const audited = (row: PhotoRow | PhotoRow[]) =>
  [row]
    .flat()
    .map(({ id, color, position, alt, hash, width, height }) => ({ id, color, position, alt, hash, width, height }));

/** The multipart fields sent before the file (color, alt) as plain strings. */
function fieldValue(file: MultipartFile, name: string): unknown {
  const field = file.fields[name];
  const one = Array.isArray(field) ? field[0] : field;
  return one && 'value' in one ? one.value : undefined;
}

async function oneFile(request: FastifyRequest): Promise<MultipartFile> {
  if (!request.isMultipart()) throw badRequest('Send the photo as multipart/form-data with a `file` field');
  const file = await request.file();
  if (!file) throw badRequest('Send the photo in a `file` field', { file: 'Choose a photo to upload' });
  return file;
}

/**
 * The editor's photo routes: upload (one file a request, so the browser shows each file's progress), order,
 * alt text or replace, delete. Each is for the roles owner and catalogue, and each change is audited.
 */
export async function staffPhotoRoutes(app: FastifyInstance, options: StaffPhotoRouteOptions): Promise<void> {
  const { guard, audit, ...ctx } = options;
  // One more byte than the limit: the pipeline sees that the file was too large and answers 413 saying so.
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES + 1, files: 1, fields: 4, fieldSize: 2048 } });
  const preHandler = guard('owner', 'catalogue');
  const productId = (request: FastifyRequest) => (request.params as { id: string }).id;
  const photoId = (request: FastifyRequest) => {
    const id = Number((request.params as { photoId: string }).photoId);
    if (!Number.isSafeInteger(id) || id < 1) throw badRequest('Unknown photo');
    return id;
  };

  app.get(STAFF_PHOTO_PATHS.photos, { schema: photoSchemas.list, preHandler }, async (request) => ({
    items: (await listProductPhotos(ctx.db, productId(request))).map(photoView),
  }));

  app.post(STAFF_PHOTO_PATHS.photos, { schema: photoSchemas.upload, preHandler }, async (request, reply) => {
    const file = await oneFile(request);
    const row = await ingestPhoto(
      ctx,
      {
        productId: productId(request),
        color: fieldValue(file, 'color'),
        alt: fieldValue(file, 'alt'),
        stream: file.file,
      },
      (tx, added) =>
        audit(tx, request, {
          action: 'photo.upload',
          entity: 'product_photo',
          entityId: String(added.id),
          before: null,
          after: { productId: added.productId, ...audited(added)[0] },
        }),
    );
    return reply.code(201).send(photoView(row));
  });

  app.put(STAFF_PHOTO_PATHS.order, { schema: photoSchemas.order, preHandler }, async (request) => {
    const { after } = await reorderPhotos(ctx, { productId: productId(request), body: request.body }, (tx, change) =>
      audit(tx, request, {
        action: 'photo.order',
        entity: 'product_photo',
        entityId: productId(request),
        before: audited(change.before),
        after: audited(change.after),
      }),
    );
    return { items: after.map(photoView) };
  });

  app.put(STAFF_PHOTO_PATHS.photo, { schema: photoSchemas.update, preHandler }, async (request) => {
    const id = photoId(request);
    const replacing = request.isMultipart();
    const record: InTransaction<Change<PhotoRow>> = (tx, change) =>
      audit(tx, request, {
        action: replacing ? 'photo.replace' : 'photo.alt',
        entity: 'product_photo',
        entityId: String(id),
        before: audited(change.before)[0],
        after: audited(change.after)[0],
      });
    const target = { productId: productId(request), photoId: id };
    const { after } = replacing
      ? await oneFile(request).then((file) =>
          replacePhoto(ctx, { ...target, alt: fieldValue(file, 'alt'), stream: file.file }, record),
        )
      : await updatePhotoAlt(ctx, { ...target, body: request.body }, record);
    return photoView(after);
  });

  app.delete(STAFF_PHOTO_PATHS.photo, { schema: photoSchemas.remove, preHandler }, async (request, reply) => {
    await deletePhoto(ctx, { productId: productId(request), photoId: photoId(request) }, (tx, removed) =>
      audit(tx, request, {
        action: 'photo.delete',
        entity: 'product_photo',
        entityId: String(removed.id),
        before: audited(removed)[0],
        after: null,
      }),
    );
    return reply.code(204).send();
  });
}
