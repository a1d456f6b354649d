import { buildApp, type BuildAppOptions } from '../app';
import { openTestDatabase, type TestDatabase } from '../test-support/template-database';
import { TEST_APP_DEFAULTS } from '../test-support/test-app';
import { SAME_ORIGIN, uniqueEmail } from '../test-support/accounts';

/**
 * Production mode refuses to start without PUBLIC_ORIGIN (links must never follow the request's Host)
 * and without SMTP_URL unless MAIL_TRANSPORT=outbox asks for the outbox on purpose; an outbox in
 * production keeps no link token.
 */
let database: TestDatabase;
const savedEnv = { ...process.env };
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.cleanup());
beforeEach(() => {
  for (const key of ['PUBLIC_ORIGIN', 'SMTP_URL', 'MAIL_TRANSPORT']) delete process.env[key];
});
afterEach(() => {
  process.env = { ...savedEnv };
});

const build = (options: Partial<BuildAppOptions> = {}) =>
  buildApp({ ...TEST_APP_DEFAULTS, db: database.db, shellDist: false, nodeEnv: 'production', ...options });

describe('starting in production mode', () => {
  it('refuses without PUBLIC_ORIGIN', async () => {
    await expect(build({ mailTransport: 'outbox' })).rejects.toThrow(
      /^PUBLIC_ORIGIN must be set in production .*Host header/,
    );
  });

  it('refuses a PUBLIC_ORIGIN that is not an http(s) origin', async () => {
    await expect(build({ publicOrigin: 'shop.example', mailTransport: 'outbox' })).rejects.toThrow(
      /PUBLIC_ORIGIN "shop.example" is not an http\(s\) origin/,
    );
  });

  it('refuses without SMTP_URL unless MAIL_TRANSPORT=outbox', async () => {
    await expect(build({ publicOrigin: 'https://shop.example' })).rejects.toThrow(
      /SMTP_URL must be set in production, or MAIL_TRANSPORT=outbox/,
    );
    process.env.MAIL_TRANSPORT = 'smtp';
    await expect(build({ publicOrigin: 'https://shop.example' })).rejects.toThrow(/MAIL_TRANSPORT=smtp needs SMTP_URL/);
  });

  it('refuses an unknown MAIL_TRANSPORT, in any mode', async () => {
    process.env.MAIL_TRANSPORT = 'pigeon';
    await expect(build({ publicOrigin: 'https://shop.example' })).rejects.toThrow(
      /MAIL_TRANSPORT must be smtp or outbox, not "pigeon"/,
    );
    await expect(build({ nodeEnv: 'development' })).rejects.toThrow(/MAIL_TRANSPORT/);
  });

  it('starts with PUBLIC_ORIGIN and SMTP_URL from the environment', async () => {
    process.env.PUBLIC_ORIGIN = 'https://shop.example';
    process.env.SMTP_URL = 'smtp://127.0.0.1:2525';
    const app = await build();
    await app.close();
  });

  it('starts with MAIL_TRANSPORT=outbox, and the outbox keeps no link token in production', async () => {
    process.env.MAIL_TRANSPORT = 'outbox';
    const app = await build({ publicOrigin: 'https://shop.example' });
    try {
      const email = uniqueEmail();
      const res = await app.inject({
        method: 'POST',
        url: '/api/customers',
        headers: SAME_ORIGIN,
        payload: { firstName: 'Olena', lastName: 'Kovalenko', email, password: 'correct-horse-1' },
      });
      expect(res.statusCode).toBe(201);
      await app.mailWorker.drain();
      const { rows } = await database.db.query<{ text: string; html: string }>(
        'SELECT text, html FROM outbox WHERE "to" = $1',
        [email],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].text).toContain('https://shop.example/api/customers/verify-email?token=[redacted]');
      expect(`${rows[0].text}${rows[0].html}`).not.toMatch(/token=(?!\[redacted\])/);
    } finally {
      await app.close();
    }
  });

  it('keeps the links whole in the outbox outside production (the development mailbox needs them)', async () => {
    const app = await build({ nodeEnv: 'development', publicOrigin: undefined });
    try {
      const email = uniqueEmail();
      await app.inject({
        method: 'POST',
        url: '/api/customers',
        headers: SAME_ORIGIN,
        payload: { firstName: 'Olena', lastName: 'Kovalenko', email, password: 'correct-horse-1' },
      });
      await app.mailWorker.drain();
      const { rows } = await database.db.query<{ text: string }>('SELECT text FROM outbox WHERE "to" = $1', [email]);
      expect(rows[0].text).toMatch(/verify-email\?token=[A-Za-z0-9_-]{43}/);
    } finally {
      await app.close();
    }
  });
});
