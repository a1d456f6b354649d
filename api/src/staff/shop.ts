// First: the .env file's settings, before any module reads process.env.
import { loadEnvFile } from '../load-env-file';
loadEnvFile();
import pino from 'pino';
import { openDatabase } from '../db/open-database';
import { paymentsSettingsFromEnv } from '../modules/payments/settings';
import { createStripeClient } from '../modules/payments/stripe-client';
import { runShopCommand } from './shop-command';

/**
 * `npm run shop -- orders ship 100042 --tracking 20450000000000`: the shop staff's order steps, on the
 * configured database (DATABASE_URL, else the PGlite folder DATA_DIR, which must not be open in a running API:
 * PGlite serves one process) and payment processor (the STRIPE_* keys, else the local test processor).
 * The mails are queued; the API's mail worker sends them.
 */
async function main(): Promise<number> {
  const log = pino({ level: process.env.LOG_LEVEL ?? 'warn' });
  const settings = paymentsSettingsFromEnv();
  const db = await openDatabase();
  try {
    return await runShopCommand(
      { db, settings, stripe: settings.mode === 'disabled' ? null : createStripeClient(settings), log },
      process.argv.slice(2),
      { out: (line) => console.log(line), err: (line) => console.error(line) },
    );
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`shop: ${error.message}`);
    process.exit(1);
  },
);
