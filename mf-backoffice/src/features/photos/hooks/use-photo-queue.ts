import { useCallback, useState } from 'react';
import type { Color } from 'contracts';
import { useQueryClient, type ApiRequestError } from 'shared-ui/state';
import { photosQueryKey } from '../api/list-photos';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../api/photo-routes';
import { uploadPhoto } from '../api/upload-photo';

export interface QueuedPhoto {
  key: string;
  file: File;
  alt: string;
  /** 0 to 1 while sending. */
  progress: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  /** Why it cannot be sent or why the server refused it (the server's own reason, e.g. an SVG). */
  error: string | null;
}

/** What the browser can tell before sending; the server sniffs the bytes and decides. */
function refusalOf(file: File): string | null {
  if (file.size === 0) return 'The file is empty';
  if (file.size > PHOTO_MAX_BYTES) return 'The file is larger than 25 MB';
  if (file.type && !PHOTO_TYPES.includes(file.type)) return 'Only JPEG, PNG, WebP and AVIF photos';
  return null;
}

let counter = 0;

/**
 * The photos dropped on one colour, waiting for their alt text, then sent one request each (two at a time), each
 * with its own progress and its own outcome: one refused file never stops the others.
 */
export function usePhotoQueue(productId: string, color: Color) {
  const client = useQueryClient();
  const [queue, setQueue] = useState<QueuedPhoto[]>([]);
  const patch = (key: string, change: Partial<QueuedPhoto>) =>
    setQueue((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = useCallback((files: Iterable<File>) => {
    const added = [...files].map<QueuedPhoto>((file) => {
      counter += 1;
      const error = refusalOf(file);
      return { key: `${counter}`, file, alt: '', progress: 0, state: error ? 'failed' : 'waiting', error };
    });
    setQueue((items) => [...items, ...added]);
  }, []);

  const setAlt = (key: string, alt: string) => patch(key, { alt });
  const remove = (key: string) => setQueue((items) => items.filter((item) => item.key !== key));

  /** Sends every waiting photo that has its alt text; answers false (sending nothing) when one lacks it. */
  const send = async (): Promise<boolean> => {
    const waiting = queue.filter((item) => item.state === 'waiting');
    if (waiting.some((item) => item.alt.trim() === '')) return false;
    const next = [...waiting];
    const worker = async () => {
      for (let item = next.shift(); item; item = next.shift()) {
        const { key, file, alt } = item;
        patch(key, { state: 'sending', error: null });
        try {
          await uploadPhoto({
            productId,
            color,
            file,
            alt: alt.trim(),
            onProgress: (progress) => patch(key, { progress }),
          });
          patch(key, { state: 'done', progress: 1 });
        } catch (error) {
          patch(key, { state: 'failed', error: (error as ApiRequestError).message });
        }
      }
    };
    await Promise.all([worker(), worker()]);
    await client.invalidateQueries({ queryKey: photosQueryKey(productId) });
    setQueue((items) => items.filter((item) => item.state !== 'done'));
    return true;
  };

  return { queue, add, setAlt, remove, send };
}
