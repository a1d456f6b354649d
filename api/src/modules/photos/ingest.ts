import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { HttpError } from '../../http-errors';
import { withSharpSlot } from './derivatives';
import { SNIFF_BYTES, sniffImageType } from './sniff-image';

/** Upload limits (issue 32): 25 MB of file and 50 megapixels of image. */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 50_000_000;

/** A photo as the pipeline keeps it: an sRGB JPEG without metadata, upright, with what names and shows it. */
export interface NormalisedPhoto {
  /** sha256 (hex) of `jpeg`: the name of the original and of every derivative. */
  hash: string;
  jpeg: Buffer;
  width: number;
  height: number;
  /** A 16 px wide WebP as a data: URL. */
  placeholder: string;
}

const refused = (status: number, message: string) => new HttpError(status, message, { file: message });

/**
 * Writes the stream to a temporary file, counting: past `maxBytes` it stops and refuses, so 25 MB is
 * never held in memory and a 30 MB upload costs no more than its first 25.
 */
export async function spoolToTempFile(stream: Readable, maxBytes = MAX_PHOTO_BYTES): Promise<string> {
  const file = path.join(tmpdir(), `vesna-upload-${randomBytes(8).toString('hex')}`);
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) done(refused(413, `The file is larger than ${maxBytes / 1024 / 1024} MB.`));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(stream, counter, createWriteStream(file));
    return file;
  } catch (error) {
    // Whatever the sender still sends is read and dropped, so the request ends with our answer.
    stream.resume();
    await rm(file, { force: true });
    throw error;
  }
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Checks a file and makes the normalised photo from it, in this order so that nothing costly is done for a
 * file that is refused: the type from the first bytes; the size declared in the header (a PNG declaring
 * 30,000 x 30,000 px in 100 KB is refused before anything is decoded); then one decode, which refuses a
 * truncated or damaged file, applies the EXIF orientation, converts to sRGB and drops all metadata (GPS).
 * Any refusal is an HttpError (4xx) naming the reason.
 */
export async function normalisePhotoFile(file: string): Promise<NormalisedPhoto> {
  const sniffed = sniffImageType(await readHead(file));
  if ('refused' in sniffed) throw refused(sniffed.refused === 'The file is empty.' ? 400 : 415, sniffed.refused);
  let header: Metadata;
  try {
    // The header only (nothing is decoded), so sharp's own pixel limit is not needed here: ours follows.
    header = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw refused(422, 'The photo cannot be read: the file is damaged or incomplete.');
  }
  const { width = 0, height = 0 } = header;
  if (width * height > MAX_PHOTO_PIXELS) {
    throw refused(413, `The photo is ${width} x ${height} pixels: at most 50 megapixels are taken.`);
  }
  return normalisePhoto(file);
}

/** The decode and re-encode of an accepted file (also the seed's generated photos, from a Buffer). */
export async function normalisePhoto(input: string | Buffer): Promise<NormalisedPhoto> {
  let jpeg: Buffer;
  let info: OutputInfo;
  try {
    ({ data: jpeg, info } = await withSharpSlot(() =>
      sharp(input, { failOn: 'truncated', limitInputPixels: MAX_PHOTO_PIXELS })
        .rotate()
        // A transparent PNG or WebP lands on white: the original is a JPEG.
        .flatten({ background: '#ffffff' })
        .toColourspace('srgb')
        .jpeg({ quality: 90, mozjpeg: true })
        .toBuffer({ resolveWithObject: true }),
    ));
  } catch {
    throw refused(422, 'The photo cannot be read: the file is damaged or incomplete.');
  }
  const tiny = await sharp(jpeg).resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
  return {
    hash: createHash('sha256').update(jpeg).digest('hex'),
    jpeg,
    width: info.width,
    height: info.height,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
  };
}
