// First: the .env file's settings, before any module reads process.env.
import { loadEnvFile } from './load-env-file';
loadEnvFile();
import pino from 'pino';
import { apiSettingRules, readSettings, SettingsError, type Settings } from 'contracts/settings';
import { buildApp } from './app';
import { firstOwnerTokenPath } from './staff/first-owner';
import { loadPreviousStaffSecretsKeys, loadStaffSecretsKey } from './security/staff-secrets-key';
import { openDatabase } from './db/open-database';
import { DEFAULT_DATA_DIR } from './db/paths';
import { registerRunningApi } from './db/running-apis';
import { paymentsSettingsFromEnv } from './modules/payments/settings';
import { probeTestProcessor } from './modules/payments/test-processor-probe';
import { rateLimitsFromEnv } from './security/rate-limiter';
import { rateLimitStoreFromEnv } from './security/rate-limit-store-from-env';
import { catalogueAnnouncementsFromEnv } from './modules/catalogue-cache/redis-catalogue-announcements';

/**
 * Starts the API (and the built shell, when there is one) on PORT, default 3000, on localhost. Production and
 * `npm start` run it compiled (`node api/dist/server.js`, see scripts/lib/build-node.mjs); `npm run dev` with tsx.
 */
/**
 * Every variable the API reads, checked before anything opens (contracts/settings): a wrong value stops the
 * start with one message listing every problem, written as is (not as a JSON log line) for the operator.
 */
function settingsOrExit(): Settings {
  try {
    return readSettings(process.env, 'api', apiSettingRules);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    process.stderr.write(`The API did not start. ${error.message}\n`);
    process.exit(1);
  }
}
const settings = settingsOrExit();

const logLevel = settings.LOG_LEVEL ?? (settings.NODE_ENV === 'production' ? 'info' : 'warn');
/** Start-up, shutdown and Redis-outage messages: the same pino output and level as the app's request log. */
const log = pino({ level: logLevel });

async function main(): Promise<void> {
  const port = settings.PORT;
  // Only listen beyond this machine when asked to (HOST=0.0.0.0 in a container).
  const host = settings.HOST;
  // REDIS_URL: the limits count in Redis, shared by every API process (a Redis not answering stops here).
  const rateLimitStore = await rateLimitStoreFromEnv(process.env, {
    error: (message) => log.error(message),
    warn: (message) => log.warn(message),
  });
  // Without Stripe keys the test processor stands in: it runs in the dev-services process (npm start
  // starts it first), and its port may be held by something else, so ask it who it is before listening.
  // 5 s for its answer: a processor that is there but slow (a loaded machine: it once took over 1 s beside CI's
  // other lanes) must not turn card payments off for the life of this process.
  const payments = paymentsSettingsFromEnv();
  const paymentsOff =
    payments.mode === 'test-processor' ? await probeTestProcessor(payments.origin, { timeoutMs: 5000 }) : null;
  if (paymentsOff) log.error(`Card payments are off: ${paymentsOff}`);
  const db = await openDatabase();
  // REDIS_URL on PostgreSQL: catalogue changes are heard over Redis pub/sub, and no process holds a LISTEN connection.
  const catalogueAnnouncements = await catalogueAnnouncementsFromEnv(process.env, db);
  const app = await buildApp({
    db,
    staffFirstOwnerFile: firstOwnerTokenPath(),
    staffSecretsKey: loadStaffSecretsKey(),
    staffSecretsPreviousKeys: loadPreviousStaffSecretsKeys(),
    rateLimits: rateLimitsFromEnv(),
    rateLimitStore,
    catalogueAnnouncements,
    ...(paymentsOff ? { payments: { settings: { mode: 'disabled' as const, reason: paymentsOff } } } : {}),
    serverRender:
      settings.SERVER_RENDER === '0'
        ? false
        : {
            deadlineMs: settings.SERVER_RENDER_DEADLINE_MS,
            regionDeadlineMs: settings.SERVER_RENDER_REGION_DEADLINE_MS,
            workers: settings.RENDER_WORKERS,
            queueLimit: settings.RENDER_QUEUE_LIMIT,
            queueBudgetMs: settings.RENDER_QUEUE_BUDGET_MS,
            manifestCheckMs: settings.REMOTE_MANIFEST_CHECK_MS,
            htmlCache: {
              maxBytes: settings.HTML_CACHE_MAX_BYTES,
              freshMs: settings.HTML_CACHE_FRESH_MS,
              staleMs: settings.HTML_CACHE_STALE_MS,
            },
          },
    logger: { level: logLevel },
  });
  let unregister = () => {};
  const shutdown = async () => {
    unregister();
    await app.close();
    await db.close();
    await catalogueAnnouncements?.close();
    await rateLimitStore?.close?.();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port, host });
  // So that `npm run shop` finds the database this API uses (db/running-apis.ts).
  unregister = registerRunningApi({
    port,
    dataDir: db.kind === 'pglite' ? process.env.DATA_DIR || DEFAULT_DATA_DIR : null,
  });
  log.info(
    `Vesna API (${db.kind}${catalogueAnnouncements ? ', catalogue changes over Redis' : ''}) listening on ` +
      `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
  );
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, 'the API did not start');
  process.exit(1);
});
