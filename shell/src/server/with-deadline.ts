/**
 * Settles like `work`, or as `'timeout'` once `ms` have passed or `signal` aborts (the render was
 * cancelled), whichever comes first.
 */
export async function withDeadline<T>(work: Promise<T>, ms: number, signal?: AbortSignal): Promise<T | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
    onAbort = () => resolve('timeout');
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }
}
