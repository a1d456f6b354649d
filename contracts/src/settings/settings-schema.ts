import { DEFAULT_TEST_PROCESSOR_PORT } from '../dev-services';
import { flag, integer, oneOf, shaped, text, type SettingsOf } from './setting-kinds';

/**
 * Every environment variable the shop reads, one line each: its kind, who reads it, its default and what it
 * means. The API, dev-services and `npm start` check theirs at start (check-settings.ts), .env.example is
 * written from this table (`npm run env:example`), and a test keeps docs/operating.md's table naming the same
 * variables. Adding a variable: one line here, then `npm run env:example` and a row in docs/operating.md.
 */
// prettier-ignore
export const SETTINGS = {
  PORT: integer({ min: 0, max: 65535, default: 3000, readBy: ['api', 'dev-services', 'npm start'], description: 'shop origin (shell + API) for npm start and the API (0 = any free port)' }),
  HOST: text({ default: 'localhost', readBy: ['api', 'dev-services'], description: 'interface the API and the stand-ins listen on (0.0.0.0 in a container); the development identity provider, mailbox and outbox answer only this machine' }),
  TRUST_PROXY: flag({ default: false, readBy: ['api'], description: 'true behind a reverse proxy: client address, protocol and host come from X-Forwarded-*' }),
  CORS_ORIGINS: shaped({ pattern: /^\s*https?:\/\/[^\s,]+(\s*,\s*https?:\/\/[^\s,]+)*\s*$/, expects: 'comma-separated http(s) origins', readBy: ['api'], defaultText: 'the local origins 3000-3005 (none in production)', description: 'comma-separated origins allowed to call the API with credentials' }),
  DATABASE_URL: shaped({ pattern: /^postgres(ql)?:\/\/\S+$/, expects: 'a PostgreSQL URL such as postgres://user:password@host:5432/database', readBy: ['api'], defaultText: 'unset = embedded PGlite', description: 'a PostgreSQL connection string (postgres://user:password@host:5432/database)' }),
  SEED_PRODUCTS: integer({ min: 1, max: 100_000, readBy: ['api'], defaultText: 'unset = the 132 products of the seed catalogue', description: 'on an empty database, seed this many generated products (deterministic, same shape as the seed)' }),
  DATA_DIR: text({ readBy: ['api', 'dev-services'], defaultText: '.data/pglite', description: 'where PGlite keeps its files (created on first start); one API process at a time (locked by vesna-api.lock in it)' }),
  PHOTOS_DIR: text({ readBy: ['api'], defaultText: '.data/photos (beside DATA_DIR)', description: "where product photos (originals and their derivatives) are kept when S3_BUCKET is unset; every API process must see the same folder" }),
  S3_BUCKET: text({ readBy: ['api'], defaultText: 'unset = photos in PHOTOS_DIR', description: 'keep product photos in this S3-compatible bucket (@aws-sdk/client-s3) instead of the data folder: every API process serves the same photos' }),
  S3_ENDPOINT: shaped({ pattern: /^https?:\/\/\S+$/, expects: 'an http(s) URL such as http://127.0.0.1:9000', readBy: ['api'], defaultText: "unset = AWS's own endpoint for S3_REGION", description: 'an S3-compatible server (MinIO, s3rver, R2...) for the photo bucket' }),
  S3_REGION: text({ default: 'us-east-1', readBy: ['api'], description: 'region of the photo bucket' }),
  S3_ACCESS_KEY_ID: text({ readBy: ['api'], defaultText: "unset = the SDK's default credentials (environment, instance role)", description: 'access key of the photo bucket (with S3_SECRET_ACCESS_KEY)' }),
  S3_SECRET_ACCESS_KEY: text({ readBy: ['api'], defaultText: "unset = the SDK's default credentials", description: 'secret key of the photo bucket (with S3_ACCESS_KEY_ID)' }),
  S3_FORCE_PATH_STYLE: flag({ default: false, readBy: ['api'], description: 'true for servers that want http://host/bucket/key rather than http://bucket.host/key (MinIO, s3rver)' }),
  REDIS_URL: shaped({ pattern: /^rediss?:\/\/\S*$/, expects: 'a Redis URL such as redis://127.0.0.1:6379', readBy: ['api'], defaultText: 'unset = limits in memory, catalogue changes through LISTEN', description: 'redis://[user:password@]host[:port][/db]: rate limits count in Redis, shared by all API processes, and (on PostgreSQL) catalogue changes are announced over Redis' }),
  REDIS_KEY_PREFIX: text({ default: 'vesna:rl:', readBy: ['api'], description: 'prefix of the rate-limit keys in Redis (one per shop sharing a Redis)' }),
  REDIS_CATALOGUE_CHANNEL: text({ default: 'vesna:catalogue', readBy: ['api'], description: 'the Redis channel of catalogue announcements (one per shop sharing a Redis)' }),
  SHELL_DIST: text({ readBy: ['api', 'npm start'], defaultText: 'shell/dist', description: 'the built shell the API serves (and whose server/render-worker.js renders pages)' }),
  SERVER_RENDER: oneOf(['0', '1'], { default: '1', readBy: ['api'], description: '0 sends every page for the browser to render alone (no server rendering)' }),
  SERVER_RENDER_DEADLINE_MS: integer({ min: 1, max: 120_000, default: 1500, readBy: ['api'], description: 'a page render past this is given up: the page goes out for the browser to render (the e2e stack sets 10000)' }),
  SERVER_RENDER_REGION_DEADLINE_MS: integer({ min: 1, max: 120_000, default: 300, readBy: ['api'], description: "the route's remote and its first data past this leave that region to the browser (the e2e stack sets 5000)" }),
  RENDER_WORKERS: integer({ min: 1, max: 64, readBy: ['api'], defaultText: 'one per core', description: 'render worker threads (each renders two pages at once)' }),
  RENDER_QUEUE_LIMIT: integer({ min: 0, max: 10_000, readBy: ['api'], defaultText: '8 per worker', description: 'page requests that may wait for a render; past it a page is shed (the browser renders it)' }),
  RENDER_QUEUE_BUDGET_MS: integer({ min: 0, max: 120_000, default: 250, readBy: ['api'], description: 'how long a page request may wait for its render to start before it is shed (the e2e stack sets 10000)' }),
  HTML_CACHE_MAX_BYTES: integer({ min: 0, max: 17_179_869_184, default: 33_554_432, readBy: ['api'], description: 'memory for whole public pages kept as sent (32 MiB); 0 keeps none' }),
  HTML_CACHE_FRESH_MS: integer({ min: 0, max: 86_400_000, default: 60_000, readBy: ['api'], description: 'how long a kept page is answered as it is' }),
  HTML_CACHE_STALE_MS: integer({ min: 0, max: 86_400_000, default: 300_000, readBy: ['api'], description: 'how long past that a kept page is still answered while one re-render replaces it' }),
  REMOTE_MANIFEST_CHECK_MS: integer({ min: 1000, max: 3_600_000, default: 30_000, readBy: ['api'], description: "how often each remote's mf-manifest.json is read again (a remote redeployed at the same URL)" }),
  SKIP_REMOTES: shaped({ pattern: /^((mf-catalog|mf-product|mf-checkout|mf-account|mf-content|mf-backoffice)(,|$))*$/, expects: 'comma-separated remotes (mf-catalog, mf-product, mf-checkout, mf-account, mf-content, mf-backoffice)', readBy: ['npm start'], description: 'comma-separated remotes npm start should not serve (you run their dev server)' }),
  API_PORT: integer({ min: 1, max: 65535, default: 3100, readBy: ['npm run dev'], description: "API port under npm run dev (the shell's dev server proxies /api to it)" }),
  NODE_ENV: oneOf(['production', 'development', 'test'], { readBy: ['api', 'dev-services'], description: 'production: Secure cookies, no development mailbox, no development identity provider' }),
  PUBLIC_ORIGIN: shaped({ pattern: /^https?:\/\/[^/\s]+\/*$/, expects: 'an http(s) origin such as https://shop.example', readBy: ['api', 'dev-services'], defaultText: "the request's origin", description: "the shop's public URL (e-mail links, the Google callback, canonical links, the sitemap); required in production" }),
  MAP_EMBED_URL: shaped({ pattern: /^https?:\/\/\S+$/, expects: 'an http(s) URL', readBy: ['api'], defaultText: "unset = the shop's own generated street map", description: 'an http(s) URL embedded as the visit-us map (e.g. an OpenStreetMap export/embed.html URL)' }),
  SMTP_URL: shaped({ pattern: /^smtps?:\/\/\S+$/, expects: 'an smtp:// or smtps:// URL', readBy: ['api'], defaultText: 'unset = the outbox table shown at /dev/mailbox', description: 'send mail over SMTP (nodemailer); required in production unless MAIL_TRANSPORT=outbox' }),
  MAIL_TRANSPORT: oneOf(['smtp', 'outbox'], { readBy: ['api'], defaultText: 'smtp with SMTP_URL, else outbox', description: "outbox keeps mail in the outbox table even in production, on purpose (its links' tokens stored as [redacted]); smtp insists on SMTP_URL" }),
  MAIL_FROM: text({ default: 'Vesna <no-reply@vesna.shop>', readBy: ['api'], description: "sender of the shop's mail" }),
  GOOGLE_CLIENT_ID: text({ readBy: ['api', 'dev-services'], defaultText: 'unset = the development identity provider', description: 'sign in with Google (with GOOGLE_CLIENT_SECRET)' }),
  GOOGLE_CLIENT_SECRET: text({ readBy: ['api', 'dev-services'], defaultText: 'unset = the development identity provider', description: 'sign in with Google (with GOOGLE_CLIENT_ID)' }),
  DEV_IDP_PORT: integer({ min: 0, max: 65535, default: 3006, readBy: ['api', 'dev-services'], description: 'port of the development identity provider' }),
  DEV_IDP: oneOf(['0', '1'], { readBy: ['api', 'dev-services'], defaultText: 'on outside production', description: 'DEV_IDP=0 turns the development identity provider off, 1 forces it on' }),
  STRIPE_SECRET_KEY: shaped({ pattern: /^(sk|rk)_\S+$/, expects: 'a Stripe secret key (sk_... or rk_...)', readBy: ['api', 'dev-services'], defaultText: 'unset = the local test processor', description: "take card payments through Stripe (all three STRIPE_* keys; point Stripe's webhook at /api/payments/webhook)" }),
  STRIPE_PUBLISHABLE_KEY: shaped({ pattern: /^pk_\S+$/, expects: 'a Stripe publishable key (pk_...)', readBy: ['api', 'dev-services'], defaultText: 'unset = the local test processor', description: 'the browser half of the Stripe keys' }),
  STRIPE_WEBHOOK_SECRET: shaped({ pattern: /^whsec_\S+$/, expects: 'a Stripe webhook secret (whsec_...)', readBy: ['api', 'dev-services'], defaultText: 'unset = the local test processor', description: "checks the signature of Stripe's webhook deliveries" }),
  TEST_PAYMENTS_PORT: integer({ min: 0, max: 65535, default: DEFAULT_TEST_PROCESSOR_PORT, readBy: ['api', 'dev-services'], description: 'port of the local test payment processor (0 = any free port)' }),
  TEST_PAYMENTS: oneOf(['0', '1'], { readBy: ['api', 'dev-services'], defaultText: 'on outside production without Stripe keys', description: 'TEST_PAYMENTS=0 turns the local test processor off, 1 forces it on' }),
  TEST_PAYMENTS_DATA_DIR: text({ readBy: ['dev-services'], defaultText: '<DATA_DIR>-test-payments, or .data/test-payments', description: 'where the local test processor keeps its customers, saved cards and payment intents between runs' }),
  RATE_LIMIT_MULTIPLIER: integer({ min: 1, max: 10_000, default: 1, readBy: ['api'], description: 'scales the login/password-change/registration/resend limits, never their windows or delays (the e2e run sets 50)' }),
  STAFF_SECRETS_KEY: shaped({ pattern: /^\s*([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)\s*$/, expects: '32 bytes as 64 hex digits or base64 (openssl rand -base64 32)', readBy: ['api'], defaultText: 'a random key made once in DATA_DIR (outside production)', description: "AES-256-GCM key that seals staff members' TOTP secrets at rest; required in production; keep it apart from database backups, the same on every API process" }),
  STAFF_SECRETS_KEY_PREVIOUS: shaped({ pattern: /^\s*([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)(\s*,\s*([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?))*\s*$/, expects: 'keys as STAFF_SECRETS_KEY, comma-separated', readBy: ['api'], defaultText: 'unset = no rotation under way', description: 'a rotation: the keys STAFF_SECRETS_KEY replaced; what they sealed still opens, and each start seals it again with STAFF_SECRETS_KEY (remove them after one start)' }),
  METRICS_TOKEN: text({ readBy: ['api'], defaultText: 'unset = only a scraper on this machine', description: 'bearer token that lets a scraper on another machine read GET /api/metrics' }),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { readBy: ['api'], defaultText: 'warn (info in production)', description: 'API log level (passwords, cookies, link tokens and card numbers are redacted at every level)' }),
  CHROME_PATH: text({ default: '/usr/bin/chromium', readBy: ['e2e', 'bench'], description: 'browser for Playwright and the bench' }),
  CI: text({ readBy: ['e2e'], description: 'set by CI: Playwright never reuses a running server, retries a failed journey once, and reports as a list' }),
  E2E_PORT: integer({ min: 1, max: 65535, default: 3000, readBy: ['e2e'], description: 'port of the stack the Playwright suites start' }),
  E2E_BASE_URL: shaped({ pattern: /^https?:\/\/\S+$/, expects: 'an http(s) URL', readBy: ['e2e'], description: 'run the suites against a shop that is already running there (no stack is started)' }),
  E2E_DATA_DIR: text({ readBy: ['e2e'], defaultText: 'a new temporary folder', description: 'PGlite data folder of the stack the suites start' }),
  BENCH_POSTGRES_URL: shaped({ pattern: /^postgres(ql)?:\/\/\S+$/, expects: 'a PostgreSQL URL', default: 'postgres://postgres@127.0.0.1:5432/postgres', readBy: ['bench'], description: 'PostgreSQL on which npm run bench creates (and drops) a database for its 10,000-product run' }),
  BENCH_PORT: integer({ min: 1, max: 65535, default: 3000, readBy: ['bench'], description: 'port of the stack npm run bench starts' }),
  BENCH_API_PORT: integer({ min: 1, max: 65535, readBy: ['bench'], defaultText: '3951 (API throughput), 3952 (catalogue CPU)', description: 'port of the API process the API benches start' }),
  BENCH_SECONDS: integer({ min: 1, max: 3600, default: 10, readBy: ['bench'], description: 'length of each API bench run in seconds' }),
  BENCH_ROUNDS: integer({ min: 1, max: 100, default: 1, readBy: ['bench'], description: 'rounds of scripts/bench/catalogue-cpu.mjs' }),
  BENCH_DATABASE_URL: shaped({ pattern: /^postgres(ql)?:\/\/\S+$/, expects: 'a PostgreSQL URL', readBy: ['bench'], description: 'the PostgreSQL database of its own that scripts/bench/catalogue-cpu.mjs needs' }),
  BENCH_API_DIR: text({ readBy: ['bench'], defaultText: 'api', description: "another checkout's api folder for scripts/bench/catalogue-cpu.mjs (before/after comparisons)" }),
  BENCH_URL: shaped({ pattern: /^https?:\/\/\S+$/, expects: 'an http(s) URL', default: 'http://localhost:3000', readBy: ['bench'], description: 'the running shop scripts/bench/pages.mjs, hydration-profile.mjs and peer-lighthouse.mjs measure' }),
  BENCH_PEER_URL: shaped({ pattern: /^https?:\/\/\S+$/, expects: 'an http(s) URL', readBy: ['bench'], description: 'a running peer shop (issue 26: Tractor Store React) that npm run bench and scripts/bench/peer-lighthouse.mjs measure beside ours; unset: the checkout in BENCH_PEER_DIR' }),
  BENCH_PEER_DIR: text({ readBy: ['bench'], defaultText: '../peer', description: 'a checkout of github.com/teabyii/tractor-store-react that the bench builds once (npm install && npm run build:local) and serves precompressed on :8081 when BENCH_PEER_URL is unset; none there: the comparison is skipped, saying why' }),
  ROUNDS: integer({ min: 1, max: 100, default: 2, readBy: ['bench'], description: 'Lighthouse rounds per page of scripts/bench/pages.mjs' }),
  TEST_POSTGRES_URL: shaped({ pattern: /^postgres(ql)?:\/\/\S+$/, expects: 'a PostgreSQL URL', default: 'postgres://postgres@127.0.0.1:5432/test', readBy: ['api tests'], description: 'PostgreSQL of the API tests that start several processes' }),
  TEST_REDIS_URL: shaped({ pattern: /^rediss?:\/\/\S*$/, expects: 'a Redis URL', default: 'redis://127.0.0.1:6379', readBy: ['api tests'], description: 'Redis of the API tests that start several processes' }),
};

export type SettingName = keyof typeof SETTINGS;

/** The checked settings: numbers are numbers, switches their words, and a defaulted setting is never undefined. */
export type Settings = SettingsOf<typeof SETTINGS>;
