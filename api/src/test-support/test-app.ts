import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { folderPhotoStorage } from '../modules/photos/photo-storage';
import { buildApp, type BuildAppOptions } from '../app';
import { openTestDatabase, type TestDatabase } from './template-database';
import { contractProblems, recordAnswers, type RecordedAnswer } from './contract-check';

/**
 * Test defaults for the account modules: a cheap scrypt cost (2^12 instead of 2^17: hashing is the
 * slowest thing in the suite; the hash-format test builds its own app with the real cost) and rate
 * limits high enough that no test is throttled unless it asks for low ones. The mail worker does not
 * send on its own: a test that needs mail sent calls `app.mailWorker.drain()` (deterministic); the
 * mailbox (`latestMail`) lists queued mail already.
 */
export const TEST_APP_DEFAULTS: Partial<BuildAppOptions> = {
  passwordCost: 2 ** 12,
  mailQueue: { autoSend: false },
  jobQueue: { autoRun: false },
  // Photos of one test process in a folder of its own, never the repository's .data/photos.
  photoStorage: folderPhotoStorage(path.join(tmpdir(), `vesna-test-photos-${process.pid}`)),
  birthdayMailIntervalMs: 0,
  backInStockIntervalMs: 0,
  rateLimits: {
    loginPerIp: { max: 10_000, windowMs: 60_000 },
    loginPerAccountAndIp: { max: 10_000, windowMs: 60_000 },
    loginPerAccount: { max: 10_000, windowMs: 60_000 },
    loginSlowdown: { firstDelayMs: 1000, maxDelayMs: 60_000 },
    passwordChangePerAccount: { max: 10_000, windowMs: 60_000 },
    registrationPerIp: { max: 10_000, windowMs: 60_000 },
    resendPerAccount: { max: 10_000, windowMs: 60_000 },
    contactPerIp: { max: 10_000, windowMs: 60_000 },
    subscribePerIp: { max: 10_000, windowMs: 60_000 },
    purchasePerAccount: { max: 10_000, windowMs: 60_000 },
  },
};

/**
 * One app on one fresh database per test file:
 *   const ctx = useTestApp();  ...  await ctx.app.inject({ url: '/api/health' })
 * `app` overrides buildApp options (e.g. low rateLimits, nodeEnv: 'production'); a function is called
 * in beforeAll, after earlier beforeAll hooks (e.g. a test processor's port).
 */
export function useTestApp(
  options: {
    shellDist?: string | false;
    app?: Partial<BuildAppOptions> | (() => Partial<BuildAppOptions>);
    /** PostgreSQL pool size (default 4). */
    poolSize?: number;
    /** A generated catalogue of this many products instead of the seed's (SEED_PRODUCTS). */
    seedProducts?: number;
  } = {},
) {
  const ctx = {} as { app: FastifyInstance; database: TestDatabase };
  let recorded: RecordedAnswer[] = [];
  beforeAll(async () => {
    ctx.database = await openTestDatabase({ max: options.poolSize, seedProducts: options.seedProducts });
    ctx.app = await buildApp({
      ...TEST_APP_DEFAULTS,
      ...(typeof options.app === 'function' ? options.app() : options.app),
      db: ctx.database.db,
      shellDist: options.shellDist ?? false,
    });
    recorded = recordAnswers(ctx.app);
    await ctx.app.ready();
  }, 60_000);
  afterAll(async () => {
    // Every answer of the file's tests, against the OpenAPI contract (GET /api/openapi.json): a route whose
    // answers or accepted requests the contract does not describe fails the file, naming the route.
    const problems = ctx.app ? contractProblems(ctx.app.swagger() as never, recorded) : [];
    await ctx.app?.close();
    await ctx.database?.cleanup();
    if (problems.length > 0)
      throw new Error(
        `The answers differ from the OpenAPI contract (route-schemas.ts beside each route):\n${problems.join('\n')}`,
      );
  });
  return ctx;
}
