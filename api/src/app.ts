import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import type { Database } from './db/database';
import { DEFAULT_SHELL_DIST } from './db/paths';
import { registerErrorShape } from './plugins/error-shape';
import { secretScrubbingLogOptions } from './security/log-options';
import { registerNotFound } from './plugins/not-found';
import { registerHelmetHeaders } from './plugins/helmet-headers';
import { registerApiCors } from './plugins/api-cors';
import { frameworkErrorReply, registerMalformedRequestGuards } from './plugins/malformed-requests';
import { trackAllowedMethods } from './plugins/method-not-allowed';
import { registerRouteRateLimits } from './plugins/route-rate-limits';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerOpenApi } from './plugins/openapi';
import { createShellPage, hasShellBuild, registerStaticShell } from './plugins/static-shell';
import { createRenderPool } from './server-render/render-pool';
import { HtmlCache } from './server-render/html-cache';
import { watchPageBuilds } from './server-render/page-builds';
import { createServerPages, type ServerPages } from './server-render/server-pages';
import type { ServerRenderSettings } from './server-render/server-render-settings';
import { bannerRoutes } from './modules/banners/routes';
import { healthRoutes, type ReadinessCheck } from './modules/health/routes';
import { createShopMetrics, registerMetrics, type ShopMetrics } from './modules/metrics/metrics';
import { RedisRateLimitStore } from './security/redis-rate-limit-store';
import { imageRoutes } from './modules/images/routes';
import { photoRoutes } from './modules/photos/routes';
import { PHOTO_DERIVATIVES_JOB, photoDerivativesJob, photoOriginal, type PhotoContext } from './modules/photos/service';
import type { PhotoStorage } from './modules/photos/photo-storage';
import { photoStorageFromEnv } from './modules/photos/photo-storage-from-env';
import { staffPhotoRoutes, type StaffPhotoRouteOptions } from './modules/photos/staff-photo-routes';
import { createJobWorker, type JobWorkerOptions } from './modules/jobs/job-worker';
import { seoRoutes } from './modules/seo/routes';
import { parseMapEmbedUrl, storeMapRoutes } from './modules/store-map/routes';
import { productRoutes } from './modules/products/routes';
import {
  CatalogueCache,
  listenForCatalogueChanges,
  type CatalogueCacheOptions,
} from './modules/catalogue-cache/catalogue-cache';
import { databaseAnnouncements, type CatalogueAnnouncements } from './modules/catalogue-cache/catalogue-announcements';
import { announcingCatalogueWrites } from './modules/catalogue-cache/catalogue-writes';
import { subscriberRoutes } from './modules/subscribers/routes';
import { backInStockRoutes } from './modules/back-in-stock/routes';
import { startBackInStockMailer } from './modules/back-in-stock/back-in-stock-worker';
import { contactRoutes } from './modules/contacts/routes';
import type { AccountsContext } from './modules/accounts-context';
import { addressRoutes } from './modules/addresses/routes';
import { customerRoutes } from './modules/customers/routes';
import { emailVerificationRoutes } from './modules/email-verification/routes';
import { createMailer } from './modules/mail/create-mailer';
import { checkStartupSettings, type MailTransport } from './startup-checks';
import { devMailRoutes } from './modules/mail/dev-routes';
import type { Mailer } from './modules/mail/mailer';
import { createMailWorker, type MailWorkerOptions } from './modules/mail/mail-worker';
import { CONTACT_FORWARD_PURPOSE } from './modules/contacts/service';
import { markContactMessageForwarded } from './modules/contacts/queries';
import { RECEIPT_PURPOSE } from './modules/orders/receipt';
import { markReceiptSent } from './modules/orders/queries';
import { paymentMethodRoutes } from './modules/payment-methods/routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import { cartQuoteRoutes, cartRoutes } from './modules/cart/routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { registerSession } from './plugins/session';
import { createPasswordHasher, OWASP_SCRYPT_N } from './security/password-hash';
import { DEFAULT_RATE_LIMITS, RateLimiter, type AccountRateLimits, type RateLimitStore } from './security/rate-limiter';
import { googleSignInRoutes } from './modules/auth-google/routes';
import { orderRoutes } from './modules/orders/routes';
import { returnRoutes } from './modules/orders/return-routes';
import { birthdayDiscountRoutes } from './modules/promotions/routes';
import { queueBirthdayMails } from './modules/promotions/birthday-mails';
import { staffRoutes } from './staff/staff-routes';
import { staffAuthRoutes } from './modules/staff-auth/routes';
import { sealLegacyTotpSecrets } from './modules/staff-auth/totp-at-rest';
import { SECRETS_KEY_BYTES, createSecretBox } from './security/secret-box';
import { parseSecretsKey } from './security/staff-secrets-key';
import { registerStaffSession } from './modules/staff-auth/staff-session';
import { requireStaff, staffOf } from './modules/staff-auth/require-staff';
import { recordAudit } from './modules/audit/record-audit';
import { auditRoutes } from './modules/audit/routes';
import { catalogueAdminRoutes } from './modules/catalogue-admin/routes';
import { customerAdminRoutes } from './modules/customer-admin/routes';
import { staffDashboardRoutes } from './modules/staff-dashboard/routes';
import { ordersAdminRoutes } from './modules/orders-admin/routes';
import { DiscountCodeCache } from './modules/discount-codes/code-cache';
import { discountCodeRoutes } from './modules/discount-codes/routes';
import type { PaymentsContext } from './modules/payments/context';
import { paymentsConfigRoutes, paymentsWebhookRoutes } from './modules/payments/routes';
import { refundDueCharges } from './modules/payments/charge-refunds';
import { retryDeferredPaymentEvents } from './modules/payments/deferred-events';
import { runScheduledReconciliation } from './modules/payments/scheduled-reconciliation';
import { releaseExpiredOrders } from './modules/payments/service';
import { paymentsSettingsFromEnv, type PaymentsSettings } from './modules/payments/settings';
import { createStripeClient } from './modules/payments/stripe-client';
import { shopOrigin } from './modules/mail/shop-origin';
import type Stripe from 'stripe';

/** Card payments (see modules/payments): where they go and how often unpaid orders are released. */
export interface PaymentsOptions {
  /** Default: from STRIPE_* (Stripe), else the local test processor on TEST_PAYMENTS_PORT, disabled in production. */
  settings?: PaymentsSettings;
  /** The SDK client; default: made from `settings`. */
  stripe?: Stripe;
  /**
   * How often pending orders older than 30 minutes are released, refunds still due are made and deferred webhook
   * events are tried again; default 60 s, 0 = never (tests call the functions themselves).
   */
  releaseIntervalMs?: number;
  /** How often the processor's charges are reconciled with the orders (logged and counted); default 1 hour, 0 = never. */
  reconcileIntervalMs?: number;
}

export interface BuildAppOptions {
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Bearer token for GET /api/metrics from elsewhere than this machine (default: METRICS_TOKEN). */
  metricsToken?: string;
  /**
   * Folder of the built shell to serve at /. Default: SHELL_DIST, else <repo>/shell/dist when it
   * has an index.html. `false` serves the API only.
   */
  shellDist?: string | false;
  /**
   * Server rendering of pages: default on when the shell build has its renderer
   * (dist/server/render-worker.js); `false` sends every page for the browser to render alone. Settings
   * given here are server.ts's checked settings (server-render/server-render-settings.ts).
   */
  serverRender?: boolean | ServerRenderSettings;
  /** scrypt's N for new password hashes. Default 2^17 (OWASP); only tests pass a cheaper one. */
  passwordCost?: number;
  /** Account rate limits (login, registration, resend); tests raise or lower them. */
  rateLimits?: Partial<AccountRateLimits>;
  /** Where the account limits count. Default: in this process's memory (see security/rate-limiter.ts). */
  rateLimitStore?: RateLimitStore;
  /** How queued mail goes out. Default: SMTP when SMTP_URL is set, else the outbox table. */
  mailer?: Mailer;
  /**
   * The mail queue's worker (modules/mail/mail-worker.ts): backoff, tries, lease, polling. Tests pass
   * `{ autoSend: false }` and call `app.mailWorker.drain()`.
   */
  mailQueue?: MailWorkerOptions;
  /** Default: MAIL_TRANSPORT. 'outbox' keeps mail in the outbox table even in production (see startup-checks.ts). */
  mailTransport?: MailTransport;
  /** The shop's public origin for links in mail and the same-origin check. Default: PUBLIC_ORIGIN. */
  publicOrigin?: string;
  /** Default: NODE_ENV. 'production' makes cookies Secure and removes the development mailbox. */
  nodeEnv?: string;
  payments?: PaymentsOptions;
  /** An iframe URL for the visit-us page's map. Default: MAP_EMBED_URL; unset, the shop's own generated map. */
  mapEmbedUrl?: string;
  /** Size of the catalogue read cache (see modules/catalogue-cache); default 5000 answers, 64 MB. */
  catalogueCache?: CatalogueCacheOptions;
  /**
   * How the catalogue cache hears of changes (modules/catalogue-cache/catalogue-announcements.ts). Default:
   * the database's own (LISTEN/NOTIFY; PGlite in process). server.ts passes Redis pub/sub with REDIS_URL
   * on PostgreSQL. Owned by the caller, who closes it after the app.
   */
  catalogueAnnouncements?: CatalogueAnnouncements;
  /**
   * The clock of the rules that depend on the day: the birthday window and its mail, the 30-day return window.
   * Default: the real time. Tests stand on a chosen day with it.
   */
  clock?: () => Date;
  /**
   * Where the API leaves the one-time token that adds the first owner through `npm run shop` while it holds a
   * PGlite folder (staff/first-owner.ts). server.ts passes `<DATA_DIR>/staff-first-owner-token`; unset, none.
   */
  staffFirstOwnerFile?: string;
  /**
   * The 32-byte key staff TOTP secrets are sealed with at rest (modules/staff-auth/totp-at-rest.ts). server.ts
   * passes STAFF_SECRETS_KEY or the data folder's key (security/staff-secrets-key.ts); unset, STAFF_SECRETS_KEY
   * when set, else a random key for this app alone (a test's own database).
   */
  staffSecretsKey?: Buffer;
  /** Keys of a rotation (STAFF_SECRETS_KEY_PREVIOUS): what they sealed is opened and sealed again at start. */
  staffSecretsPreviousKeys?: Buffer[];
  /** How often the birthday mails are queued; default one hour, 0 = never (tests call queueBirthdayMails). */
  birthdayMailIntervalMs?: number;
  /** How often due back-in-stock requests are looked for besides the database's wake-up; default 30 s, 0 = never. */
  backInStockIntervalMs?: number;
  /** Where product photos are kept. Default: S3 with S3_BUCKET, else the folder PHOTOS_DIR (modules/photos). */
  photoStorage?: PhotoStorage;
  /** The job queue's worker (modules/jobs): tests pass `{ autoRun: false }` and call `app.jobWorker.drain()`. */
  jobQueue?: JobWorkerOptions;
  /** The staff photo routes' guard and audit log; default the staff session's (tests of the photos module pass their own). */
  staffPhotoAuth?: Pick<StaffPhotoRouteOptions, 'guard' | 'audit'>;
}

/**
 * Secrets never reach the log, whatever a handler or plugin logs: request/response headers with
 * credentials, and any password or card field at the top level or one or two levels down.
 */
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'cardNumber',
  'cardCVV',
  'clientSecret',
  'client_secret',
  'token',
  'authorization',
  'cookie',
];
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** What GET /api/ready checks besides the database: Redis, when the rate limits count there (REDIS_URL). */
function readinessChecks(store: RateLimitStore | undefined): ReadinessCheck[] {
  return store instanceof RedisRateLimitStore ? [{ name: 'redis', ping: () => store.client.ping() }] : [];
}

function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    ...secretScrubbingLogOptions(options),
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
  };
}

/** Remotes' dev servers and standalone previews (their own origins) may call the API in development. */
const DEV_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/**
 * The address a render worker's data requests come from (a documentation address, RFC 5737): never
 * loopback, so the renderer is an outside guest to the API (no metrics, nothing a loopback caller may do),
 * however a remote's server code uses it.
 */
const RENDER_CALLER_ADDRESS = '192.0.2.1';

/**
 * A GET of the API's own, answered in process (app.inject: its routes and read cache, no HTTP), as an outside
 * guest: a render worker's data requests, and a page's guard subject (a product that may not exist).
 */
async function inProcessGet(app: FastifyInstance, url: string) {
  if (!url.startsWith('/api/')) return { status: 404, body: '' };
  const response = await app.inject({
    method: 'GET',
    url,
    remoteAddress: RENDER_CALLER_ADDRESS,
    headers: { accept: 'application/json' },
  });
  return {
    status: response.statusCode,
    body: response.body,
    contentType: String(response.headers['content-type'] ?? ''),
  };
}

/**
 * Server rendering: the shell's renderer in a pool of worker threads, whose loaders this API answers in
 * process (app.inject: its routes and read cache, no HTTP), and the HTML cache in front of it, which
 * follows the catalogue announcements. Off when asked (`SERVER_RENDER=0`), or when the shell build has no
 * renderer.
 */
function serverPagesFor(
  app: FastifyInstance,
  shellDist: string,
  context: { catalogueCache: CatalogueCache; metrics: ShopMetrics },
  setting: BuildAppOptions['serverRender'] = process.env.SERVER_RENDER !== '0',
): ServerPages | undefined {
  const workerFile = path.join(shellDist, 'server', 'render-worker.js');
  if (setting === false || !existsSync(workerFile)) return undefined;
  // Checked settings from server.ts (contracts/settings: RENDER_*, HTML_CACHE_*, SERVER_RENDER_*), else the defaults.
  const settings: ServerRenderSettings = typeof setting === 'object' ? setting : {};
  const renderer = createRenderPool({
    workerFile,
    ...settings,
    forward: (url) => inProcessGet(app, url),
    log: { warn: (message) => app.log.warn(message), error: (message) => app.log.error(message) },
    onRemoteFailure: (remote) => context.metrics.renderRemoteFailures.inc({ remote }),
  });
  const builds = watchPageBuilds({ shellDist, manifestCheckMs: settings.manifestCheckMs, log: app.log });
  const cache = new HtmlCache(settings.htmlCache);
  const stopFollowing = context.catalogueCache.onDrop(() => cache.catalogueChanged());
  // Warm workers before the first page is asked for.
  app.addHook('onReady', async () => {
    builds.current().then(
      (current) => renderer.prepare(current),
      (error: Error) => app.log.warn(`server rendering waits for a readable remotes.json: ${error.message}`),
    );
  });
  app.addHook('onClose', async () => {
    stopFollowing();
    builds.close();
    await renderer.close();
  });
  return createServerPages({
    renderer,
    builds,
    cache,
    cacheTrusted: () => context.catalogueCache.isListening,
    statusOf: async (url) => (await inProcessGet(app, url)).status,
    metrics: context.metrics,
    log: app.log,
  });
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { logger = false, shellDist } = options;
  const nodeEnv = options.nodeEnv ?? process.env.NODE_ENV;
  const publicOrigin = (options.publicOrigin ?? process.env.PUBLIC_ORIGIN)?.replace(/\/+$/, '') || undefined;
  const mailTransport = options.mailTransport ?? process.env.MAIL_TRANSPORT;
  // Before anything is built: a refused setting leaves nothing open.
  checkStartupSettings({
    nodeEnv,
    publicOrigin,
    mailTransport,
    smtpUrl: process.env.SMTP_URL,
    hasMailer: options.mailer !== undefined,
  });
  // TRUST_PROXY=true behind a reverse proxy: request.ip (rate limits), protocol and host (same-origin
  // check, mail links) then come from X-Forwarded-For/-Proto/-Host.
  const app = Fastify({
    logger: withRedaction(logger),
    trustProxy: process.env.TRUST_PROXY === 'true',
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 64 * 1024,
    frameworkErrors: frameworkErrorReply,
  });
  const catalogueAnnouncements = options.catalogueAnnouncements ?? databaseAnnouncements(options.db);
  // Where the database does not announce catalogue changes itself (Redis), the app's own transactions
  // that change stock announce after their commit: every module works on this `db`.
  const db = announcingCatalogueWrites(options.db, catalogueAnnouncements, app.log);
  const dist = shellDist === false ? undefined : (shellDist ?? process.env.SHELL_DIST ?? DEFAULT_SHELL_DIST);
  const serveShell = hasShellBuild(dist);

  registerErrorShape(app);
  registerMalformedRequestGuards(app);
  const allowedMethods = trackAllowedMethods(app);
  // Before any route: the contract (GET /api/openapi.json) is generated from every route's schemas.
  await registerOpenApi(app, { development: nodeEnv !== 'production' });
  registerHelmetHeaders(app, {
    // The CSP is built per answer in plugins/security-headers.ts: it names the remotes' origins from remotes.json.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // CSP's frame-ancestors 'none' (plugins/security-headers.ts), for browsers that only know this header.
    frameguard: { action: 'deny' },
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
  const corsOrigins =
    process.env.CORS_ORIGINS?.split(',')
      .map((s) => s.trim())
      .filter(Boolean) ?? (process.env.NODE_ENV === 'production' ? [] : DEV_ORIGINS);
  await registerApiCors(app, corsOrigins);
  // Only routes that opt in (config.rateLimit) are limited: listings and images must stay fast.
  await registerRouteRateLimits(app, options.rateLimitStore);
  await registerSession(app, { db, secureCookies: nodeEnv === 'production', publicOrigin });
  // The back office's session, apart from the customers': only /api/staff/* reads it.
  registerStaffSession(app, { db, publicOrigin });

  const metrics = createShopMetrics(db);
  registerMetrics(app, metrics, options.metricsToken ?? process.env.METRICS_TOKEN?.trim() ?? undefined);
  // Every mail is queued in the transaction of the change that causes it (modules/mail/queue-queries.ts);
  // this worker sends it with the transport, from when the app is ready until it closes.
  const mailer =
    options.mailer ?? createMailer(db, { ...process.env, NODE_ENV: nodeEnv, MAIL_TRANSPORT: mailTransport });
  const mailWorker = createMailWorker(
    {
      db,
      transport: mailer,
      log: app.log,
      count: (state) => metrics.mails.inc({ state }),
      onSent: { [RECEIPT_PURPOSE]: markReceiptSent, [CONTACT_FORWARD_PURPOSE]: markContactMessageForwarded },
    },
    { redactSentLinks: nodeEnv === 'production', ...options.mailQueue },
  );
  app.decorate('mailWorker', mailWorker);
  app.addHook('onReady', async () => mailWorker.start());
  app.addHook('onClose', async () => {
    await mailWorker.stop();
    mailer.close();
  });
  const accounts: AccountsContext = {
    db,
    passwords: createPasswordHasher(options.passwordCost ?? OWASP_SCRYPT_N),
    limiter: new RateLimiter(options.rateLimitStore),
    limits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    publicOrigin,
  };
  const paymentSettings = options.payments?.settings ?? paymentsSettingsFromEnv({ ...process.env, NODE_ENV: nodeEnv });
  if (paymentSettings.mode === 'disabled') app.log.warn(`Card payments are disabled: ${paymentSettings.reason}`);
  const payments: PaymentsContext = {
    db,
    settings: paymentSettings,
    stripe:
      paymentSettings.mode === 'disabled' ? null : (options.payments?.stripe ?? createStripeClient(paymentSettings)),
    log: app.log,
    now: options.clock ?? (() => new Date()),
    mailOrigin: shopOrigin(publicOrigin),
  };
  const mapEmbedSetting = options.mapEmbedUrl ?? process.env.MAP_EMBED_URL;
  const mapEmbedUrl = parseMapEmbedUrl(mapEmbedSetting);
  if (mapEmbedSetting && !mapEmbedUrl)
    app.log.warn('MAP_EMBED_URL is not an http(s) URL: the visit-us page shows the generated map');
  // Before any route is registered, so that every HTML answer gets the policies.
  registerSecurityHeaders(app, {
    shellDist: serveShell ? dist : undefined,
    payments: paymentSettings,
    mapEmbedUrl,
    development: nodeEnv !== 'production',
  });
  const releaseEvery = options.payments?.releaseIntervalMs ?? 60_000;
  if (payments.stripe && releaseEvery > 0) {
    const timer = setInterval(() => {
      releaseExpiredOrders(payments).catch((error) => app.log.error({ err: error }, 'releasing unpaid orders failed'));
      // The same sweep: refunds still due and webhook events deferred by a fault, tried again by the shop.
      refundDueCharges(payments).catch((error) => app.log.error({ err: error }, 'refunding due charges failed'));
      retryDeferredPaymentEvents(payments).catch((error) =>
        app.log.error({ err: error }, 'retrying deferred payment events failed'),
      );
    }, releaseEvery);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  const reconcileEvery = options.payments?.reconcileIntervalMs ?? 60 * 60 * 1000;
  if (payments.stripe && reconcileEvery > 0) {
    const timer = setInterval(
      () => void runScheduledReconciliation(payments, metrics.paymentMismatches, reconcileEvery),
      reconcileEvery,
    );
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  const birthdayMailEvery = options.birthdayMailIntervalMs ?? 60 * 60 * 1000;
  if (birthdayMailEvery > 0) {
    const runBirthdayMails = () =>
      queueBirthdayMails(db, { publicOrigin, now: payments.now!() }).catch((error) =>
        app.log.error({ err: error }, 'queueing birthday mails failed'),
      );
    const timer = setInterval(runBirthdayMails, birthdayMailEvery);
    timer.unref();
    app.addHook('onReady', async () => void runBirthdayMails());
    app.addHook('onClose', async () => clearInterval(timer));
  }

  // "Email me when it's back": mails queued as soon as a size with waiting shoppers rises above 0.
  const backInStockEvery = options.backInStockIntervalMs ?? 30_000;
  if (backInStockEvery > 0) {
    let stopBackInStock: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopBackInStock = await startBackInStockMailer(
        { db, origin: shopOrigin(publicOrigin), log: app.log },
        { pollIntervalMs: backInStockEvery },
      );
    });
    app.addHook('onClose', async () => stopBackInStock?.());
  }

  // Product photos: their storage, and the durable job that makes every photo's derivatives off the request path.
  const photos: PhotoContext = { db, storage: options.photoStorage ?? photoStorageFromEnv() };
  const jobWorker = createJobWorker(
    { db, log: app.log, handlers: { [PHOTO_DERIVATIVES_JOB]: photoDerivativesJob(photos) } },
    options.jobQueue,
  );
  app.decorate('jobWorker', jobWorker);
  app.addHook('onReady', async () => jobWorker.start());
  app.addHook('onClose', async () => jobWorker.stop());
  // The staff photo routes: the staff session's role check, and every change in the audit log under its member.
  const staffPhotoAuth: Pick<StaffPhotoRouteOptions, 'guard' | 'audit'> = options.staffPhotoAuth ?? {
    guard: (...roles) => requireStaff(...roles),
    audit: (tx, request, entry) => recordAudit(tx, { ...entry, staffId: staffOf(request).id }),
  };

  // Listening before the first answer is cached, so that no change can slip between the two.
  const catalogueCache = new CatalogueCache(options.catalogueCache);
  const catalogueChanges = await listenForCatalogueChanges(db, catalogueCache, app.log, catalogueAnnouncements);
  app.addHook('onClose', async () => catalogueChanges.stop());
  // The quote's discount codes, dropped with the catalogue cache (a code's change is announced as one).
  const discountCodes = new DiscountCodeCache(catalogueCache);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db, checks: readinessChecks(options.rateLimitStore) });
      await api.register(productRoutes, { db, cache: catalogueCache });
      await api.register(bannerRoutes, { db, cache: catalogueCache });
      await api.register(subscriberRoutes, accounts);
      await api.register(backInStockRoutes, accounts);
      await api.register(contactRoutes, accounts);
      await api.register(imageRoutes, { db, photoOriginal: (hash) => photoOriginal(photos, hash) });
      await api.register(photoRoutes, photos);
      await api.register(staffPhotoRoutes, { ...photos, ...staffPhotoAuth });
      await api.register(storeMapRoutes, { embedUrl: mapEmbedUrl });
      await api.register(customerRoutes, accounts);
      await api.register(wishlistRoutes, accounts);
      await api.register(cartRoutes, accounts);
      await api.register(cartQuoteRoutes, { db, now: payments.now!, codes: discountCodes });
      await api.register(feedbackRoutes, { db, cache: catalogueCache });
      await api.register(emailVerificationRoutes, accounts);
      await api.register(addressRoutes, accounts);
      await api.register(paymentMethodRoutes, payments);
      await api.register(paymentsConfigRoutes, payments);
      await api.register(paymentsWebhookRoutes, payments);
      await api.register(orderRoutes, { ...payments, limiter: accounts.limiter, limits: accounts.limits });
      await api.register(returnRoutes, payments);
      await api.register(birthdayDiscountRoutes, payments);
    },
    { prefix: '/api' },
  );
  // Google sign-in (not under /api): after the cookie/session plugin, whose onSend hook it relies on.
  await app.register(googleSignInRoutes, { db, publicOrigin });
  await app.register(staffRoutes, { ...payments, firstOwnerFile: options.staffFirstOwnerFile ?? false });
  const staffSecrets = createSecretBox(
    options.staffSecretsKey ??
      (process.env.STAFF_SECRETS_KEY ? parseSecretsKey(process.env.STAFF_SECRETS_KEY) : randomBytes(SECRETS_KEY_BYTES)),
    options.staffSecretsPreviousKeys,
  );
  app.addHook('onReady', async () => {
    await sealLegacyTotpSecrets(db, staffSecrets, app.log);
  });
  await app.register(staffAuthRoutes, { ...accounts, secrets: staffSecrets });
  await app.register(auditRoutes, { db });
  await app.register(catalogueAdminRoutes, { db, catalogueCache });
  await app.register(customerAdminRoutes, { db });
  await app.register(staffDashboardRoutes, { db });
  await app.register(ordersAdminRoutes, payments);
  await app.register(discountCodeRoutes, { db, codes: discountCodes });

  // The development mailbox reads everyone's mail: it never exists in production mode.
  if (nodeEnv !== 'production') await app.register(devMailRoutes, { db });

  await app.register(seoRoutes, { db, publicOrigin });
  const pages = serveShell ? serverPagesFor(app, dist, { catalogueCache, metrics }, options.serverRender) : undefined;
  const shellPage = serveShell
    ? createShellPage({
        shellDist: dist,
        statusOf: async (url) => (await inProcessGet(app, url)).status,
        publicOrigin,
        pages,
      })
    : undefined;
  if (serveShell && shellPage) await registerStaticShell(app, dist, shellPage);
  registerNotFound(app, { shellPage, allowedMethods });
  return app;
}
