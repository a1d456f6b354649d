// The environment of an API process a bench starts: production mode (as shoppers meet it) on a loopback port,
// with nothing beside it (no test processor, no development sign-in, no shell build: the API alone is measured),
// mail kept in the outbox and a throwaway staff secrets key. `extra` adds or overrides (the database, the seed,
// the log level: production's own, info, unless a bench quiets it).
import { join } from 'node:path';
import { repoRoot } from '../lib/frontends.mjs';
import { throwawayStaffSecretsKey } from '../lib/staff-secrets-key.mjs';

/** @param {number} port @param {Record<string, string>} [extra] */
export function benchApiEnv(port, extra = {}) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    STAFF_SECRETS_KEY: throwawayStaffSecretsKey(),
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    MAIL_TRANSPORT: 'outbox',
    DEV_IDP: '0',
    TEST_PAYMENTS: '0',
    SHELL_DIST: join(repoRoot, 'api', 'no-shell-build'),
    ...extra,
  };
}
