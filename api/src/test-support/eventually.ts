/**
 * Polls `check` until it stops throwing, for what arrives after the answer: a processor's webhook, a catalogue
 * announcement. Throws the last failure after `timeoutMs`.
 */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
