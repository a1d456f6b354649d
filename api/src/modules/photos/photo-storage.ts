import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** One stored file: its bytes as a stream, its length and type. */
export interface StoredPhotoFile {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Where photos are kept, behind one interface: the data folder (default) or an S3-compatible bucket
 * (s3-photo-storage.ts). Keys are content-addressed (`<sha256>-<width>.<ext>`, `originals/<sha256>.jpg`),
 * so a key's bytes never change: a put of an existing key may simply write the same bytes again.
 */
export interface PhotoStorage {
  readonly kind: 'folder' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's stream, or null when there is none. */
  get(key: string): Promise<StoredPhotoFile | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

/** Keys are our own names; anything else (a path, `..`) never reaches a folder or a bucket. */
const KEY_PATTERN = /^(originals\/)?[0-9a-f]{64}(-\d{1,4})?\.(jpg|webp|avif)$/;

export function assertPhotoKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`not a photo key: ${key}`);
}

export const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif' };

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/**
 * Photos in a folder (PHOTOS_DIR, default .data/photos). A file is written under a temporary name and
 * renamed into place, so a reader (another request, another process on the same disk) never sees half a photo.
 */
export function folderPhotoStorage(root: string): PhotoStorage {
  const fileOf = (key: string) => {
    assertPhotoKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'folder',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await pipeline(Readable.from([body]), createWriteStream(temporary));
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        return { body: createReadStream(file), size, contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** Reads a stored file whole (an original, to make a derivative from it). */
export async function readStoredFile(file: StoredPhotoFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
