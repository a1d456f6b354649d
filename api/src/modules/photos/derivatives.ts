import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { photoLadder } from 'contracts';
import type { PhotoFormat } from './photo-names';

/** The widths a photo is made at: the ladder's up to its own width (never upscaled). */
export const ladderFor = photoLadder;

// libvips' own threads: one per core, so that two photos in flight do not fight over the same cores.
const CORES = availableParallelism();
sharp.concurrency(CORES);

let running = 0;
const waiting: (() => void)[] = [];

/** At most one sharp pipeline per core at a time, across the job and the route that makes a missing derivative. */
export async function withSharpSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= CORES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * One derivative of a normalised original (sRGB JPEG without metadata). AVIF at effort 3: the default (4)
 * costs about twice as long for a few per cent fewer bytes; quality settings give files about the size of
 * a good WebP, a third smaller than the JPEG.
 */
export function makeDerivative(original: Buffer, width: number, format: PhotoFormat): Promise<Buffer> {
  return withSharpSlot(() => {
    const resized = sharp(original).resize({ width, withoutEnlargement: true });
    if (format === 'avif') return resized.avif({ quality: 50, effort: 3 }).toBuffer();
    if (format === 'webp') return resized.webp({ quality: 74, effort: 4 }).toBuffer();
    return resized.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  });
}
