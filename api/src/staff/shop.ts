// First: the .env file's settings, before any module reads process.env.
import { loadEnvFile } from '../load-env-file';
loadEnvFile();
import pino from 'pino';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase } from '../db/open-database';
import { paymentsSettingsFromEnv } from '../modules/payments/settings';
import { createStripeClient } from '../modules/payments/stripe-client';
import { resolveCommandActor, takeIdentityOptions } from './command-actor';
import { chooseShopDatabase, originOfApiHolding } from './database-choice';
import { readFirstOwnerToken } from './first-owner';
import { runShopCommand } from './shop-command';
import { shopOrigin } from '../modules/mail/shop-origin';
import { STAFF_COMMAND_PATH } from './staff-routes';

/**
 * `npm run shop -- orders ship 100042 --tracking 20450000000000`: the shop staff's order steps, on the
 * configured database (DATABASE_URL, else the PGlite folder DATA_DIR) and payment processor (the STRIPE_*
 * keys, else the local test processor). PGlite serves one process: when a running API holds DATA_DIR, the
 * command is handed to that API on this machine (`localhost:PORT`, POST /api/staff/command), which runs it
 * the same way; `--api <origin>` hands it to the API at that origin on this machine in any case. The mails are
 * queued; the API's mail worker sends them.
 */
async function main(): Promise<number> {
  // Who runs it (--as EMAIL, --token vst_… or SHOP_STAFF_TOKEN): every step is audited under that name.
  const identity = takeIdentityOptions(process.argv.slice(2));
  let argv = identity.argv;
  // `--api http://localhost:3000`: hand the step to that running API (on this machine) whatever the database.
  const apiAt = argv.indexOf('--api');
  const apiOrigin = apiAt >= 0 ? argv[apiAt + 1] : undefined;
  if (apiAt >= 0) argv = [...argv.slice(0, apiAt), ...argv.slice(apiAt + 2)];
  const print = ({ code, out, err }: { code: number; out: string; err: string }) => {
    if (out) console.log(out);
    if (err) console.error(err);
    return code;
  };
  if (apiOrigin) return print(await viaRunningApi(argv, identity.token, apiOrigin));
  const database = chooseShopDatabase();
  if (database.refusal) {
    console.error(`shop: ${database.refusal}`);
    return 1;
  }
  const settings = paymentsSettingsFromEnv();
  let db;
  try {
    db = await openDatabase();
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(`shop: database: ${database.description}, held by the running API: the command runs there`);
    return print(await viaRunningApi(argv, identity.token, originOfApiHolding(error.dataDir)));
  }
  console.error(`shop: database: ${database.description}`);
  try {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runShopCommand(
      {
        db,
        settings,
        stripe: settings.mode === 'disabled' ? null : createStripeClient(settings),
        log: pino({ level: process.env.LOG_LEVEL ?? 'warn' }),
        mailOrigin: shopOrigin(),
      },
      argv,
      { out: (line) => out.push(line), err: (line) => err.push(line) },
      await resolveCommandActor(db, identity),
    );
    return print({ code, out: out.join('\n'), err: err.join('\n') });
  } finally {
    await db.close();
  }
}

async function viaRunningApi(
  argv: string[],
  token: string | undefined,
  origin = `http://localhost:${process.env.PORT ?? 3000}`,
): Promise<{ code: number; out: string; err: string }> {
  const url = `${origin.replace(/\/+$/, '')}${STAFF_COMMAND_PATH}`;
  // Without a member's token, the data folder's one-time token lets the very first owner be added.
  token ??= readFirstOwnerToken();
  if (!token)
    throw new Error('the running API takes the command from a staff member: pass --token or set SHOP_STAFF_TOKEN');
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ argv }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`the running API at ${url} answered ${response.status}`);
  return (await response.json()) as { code: number; out: string; err: string };
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`shop: ${error.message}`);
    process.exit(1);
  },
);
