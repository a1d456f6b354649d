import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { mailDueBackInStock } from './service';

/** The channel migration 0018's trigger notifies when a size with waiting shoppers is back in stock. */
export const BACK_IN_STOCK_CHANNEL = 'vesna_back_in_stock';

/**
 * Mails due back-in-stock requests as soon as the database says a size came back (LISTEN, at commit), and
 * every `pollIntervalMs` for a wake-up that was missed (another process's, a lost connection). The mails go
 * through the durable mail queue. Returns the function that stops it.
 */
export async function startBackInStockMailer(
  { db, origin, log }: { db: Database; origin: string; log: FastifyBaseLogger },
  { pollIntervalMs = 30_000 }: { pollIntervalMs?: number } = {},
): Promise<() => Promise<void>> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => mailDueBackInStock(db, origin))
      .catch((error) => log.error({ err: error }, 'queueing back-in-stock mails failed'));
  };
  const unlisten = await db.listen(BACK_IN_STOCK_CHANNEL, { notify: run, lost: () => {}, restored: run });
  const timer = setInterval(run, pollIntervalMs);
  timer.unref();
  run();
  return async () => {
    clearInterval(timer);
    await unlisten();
    await running;
  };
}
