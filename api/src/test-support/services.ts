import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Tests that need a real Redis or PostgreSQL (the machine runs both, for work and CI alike) ask first
 * and are skipped with a warning where none answers; under CI (`CI` set, as `.ci/run` does, which starts
 * both) they fail instead, so a CI run can never pass without the multi-process tests. jest collects
 * `describe` blocks synchronously, so the question is asked synchronously, by a short child process.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The server the multi-process test makes its own database on (whatever the suite's DATABASE_URL). */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const API_DIR = path.resolve(__dirname, '..', '..');

function answers(script: string, url: string): boolean {
  const child = spawnSync(process.execPath, ['-e', script, url], { cwd: API_DIR, encoding: 'utf8', timeout: 10_000 });
  return child.status === 0 && child.stdout.trim() === 'yes';
}

const REDIS_PING = `
const { Redis } = require('ioredis');
const r = new Redis(process.argv[1], { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
r.on('error', () => {});
r.connect().then(() => r.ping()).then((p) => console.log(p === 'PONG' ? 'yes' : 'no'), () => console.log('no')).finally(() => r.disconnect());
`;

const POSTGRES_SELECT = `
const { Client } = require('pg');
const c = new Client({ connectionString: process.argv[1], connectionTimeoutMillis: 2000 });
c.connect().then(() => c.query('SELECT 1')).then(() => console.log('yes'), () => console.log('no')).finally(() => c.end().catch(() => {}));
`;

const cache = new Map<string, boolean>();
function cached(key: string, probe: () => boolean): boolean {
  if (!cache.has(key)) cache.set(key, probe());
  return cache.get(key)!;
}

export const redisAnswers = (url = TEST_REDIS_URL) => cached(`redis ${url}`, () => answers(REDIS_PING, url));
export const postgresAnswers = (url = TEST_POSTGRES_URL) => cached(`pg ${url}`, () => answers(POSTGRES_SELECT, url));

/**
 * `describe` when every service named answers (a PostgreSQL block is skipped with POSTGRES_SUITES_ELSEWHERE=1).
 * Else, outside CI, `describe.skip` and a warning saying which is missing; under CI, a block whose one test fails
 * saying so.
 */
export function describeWhenServices(
  services: { redis?: boolean; postgres?: boolean },
  env: NodeJS.ProcessEnv = process.env,
): jest.Describe {
  // CI runs the API project twice, on PGlite and on PostgreSQL. A block that needs PostgreSQL makes its own
  // database on TEST_POSTGRES_URL whatever the project's DATABASE_URL, so its second run would repeat the first
  // exactly: .ci/run's PGlite lane sets POSTGRES_SUITES_ELSEWHERE=1 and leaves them to the PostgreSQL lane.
  if (services.postgres && env.POSTGRES_SUITES_ELSEWHERE === '1') return describe.skip;
  const missing = [
    services.redis && !redisAnswers() ? `Redis at ${TEST_REDIS_URL}` : undefined,
    services.postgres && !postgresAnswers() ? `PostgreSQL at ${TEST_POSTGRES_URL}` : undefined,
  ].filter(Boolean);
  if (missing.length === 0) return describe;
  const problem = `no answer from ${missing.join(' and ')} (set TEST_REDIS_URL / TEST_POSTGRES_URL)`;
  if (env.CI) {
    const failing = (name: string) =>
      describe(name, () => {
        it('has the services it needs', () => {
          throw new Error(`CI runs this block, but there is ${problem}`);
        });
      });
    return Object.assign(failing, { each: describe.each, only: describe.only, skip: describe.skip }) as jest.Describe;
  }
  console.warn(`Skipped: ${problem}.`);
  return describe.skip;
}
