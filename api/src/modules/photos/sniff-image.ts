/** The photo types the shop takes: every browser shows one of their derivatives, and sharp reads them all. */
export type PhotoType = 'jpeg' | 'png' | 'webp' | 'avif';

export type SniffResult = { type: PhotoType } | { refused: string };

/** How many first bytes sniffing needs (an ISO-BMFF box with its compatible brands). */
export const SNIFF_BYTES = 64;

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

function isoBrands(head: Buffer): string[] {
  if (head.length < 16 || ascii(head, 4, 8) !== 'ftyp') return [];
  const boxSize = Math.min(head.readUInt32BE(0), head.length);
  const brands = [ascii(head, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(head, at, at + 4));
  return brands;
}

/**
 * The type from the file's first bytes, never from its name or the Content-Type the browser sent (both
 * are the sender's word). Written here rather than with `file-type` (ESM only, which the API's CommonJS
 * build and jest cannot load without a transform) because four signatures and the refusals are all we need.
 * SVG is refused outright: it can carry script, and a photo never needs to be one.
 */
export function sniffImageType(head: Buffer): SniffResult {
  if (head.length === 0) return { refused: 'The file is empty.' };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { type: 'jpeg' };
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { type: 'png' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return { type: 'webp' };
  const brands = isoBrands(head);
  if (brands.includes('avif') || brands.includes('avis')) return { type: 'avif' };
  if (brands.some((brand) => HEIF_BRANDS.has(brand)) || brands.includes('mif1')) {
    return {
      refused: 'HEIC photos (as iPhones take them) cannot be read here: export the photo as JPEG and upload that.',
    };
  }
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('<svg'))) {
    return { refused: 'SVG files are refused: they can carry script. Upload a JPEG, PNG, WebP or AVIF photo.' };
  }
  if (text.startsWith('<'))
    return { refused: 'This file is HTML or XML, not a photo. Upload a JPEG, PNG, WebP or AVIF photo.' };
  return { refused: 'This file is not a JPEG, PNG, WebP or AVIF photo.' };
}
