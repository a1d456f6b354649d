import { readSettings, SettingsError } from '../check-settings';
import { apiSettingRules } from '../api-setting-rules';

const problemsOf = (run: () => unknown): readonly string[] => {
  try {
    run();
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  throw new Error('the settings were accepted');
};

describe('readSettings', () => {
  it('gives typed values with the defaults filled in', () => {
    const settings = readSettings({ PORT: '4100', TRUST_PROXY: 'true', DATABASE_URL: 'postgres://u@h:5432/d' }, 'api');
    expect(settings.PORT).toBe(4100);
    expect(settings.TRUST_PROXY).toBe(true);
    expect(settings.SERVER_RENDER_DEADLINE_MS).toBe(1500);
    expect(settings.REDIS_KEY_PREFIX).toBe('vesna:rl:');
    expect(settings.DATABASE_URL).toBe('postgres://u@h:5432/d');
    expect(settings.SMTP_URL).toBeUndefined();
  });

  it('lists every wrong value at once, in one message', () => {
    const run = () =>
      readSettings(
        { PORT: 'abc', SERVER_RENDER_DEADLINE_MS: '-5', REDIS_URL: 'http://cache', SERVER_RENDER: 'yes' },
        'api',
      );
    expect([...problemsOf(run)].sort()).toEqual([
      'PORT must be a whole number from 0 to 65535',
      'REDIS_URL must be a Redis URL such as redis://127.0.0.1:6379',
      'SERVER_RENDER must be one of 0, 1',
      'SERVER_RENDER_DEADLINE_MS must be a whole number from 1 to 120000',
    ]);
    expect(run).toThrow(/\(4 problems;.*\n {2}- .*\n {2}- .*\n {2}- .*\n {2}- /);
  });

  it('adds the rules between variables, without repeating a variable already told wrong', () => {
    const problems = problemsOf(() =>
      readSettings(
        {
          NODE_ENV: 'production',
          PUBLIC_ORIGIN: 'shop.example',
          MAIL_TRANSPORT: 'outbox',
          STAFF_SECRETS_KEY: 'a'.repeat(64),
        },
        'api',
        apiSettingRules,
      ),
    );
    expect(problems).toEqual(['PUBLIC_ORIGIN must be an http(s) origin such as https://shop.example']);
    expect(problemsOf(() => readSettings({ NODE_ENV: 'production', PORT: '3000' }, 'api', apiSettingRules))).toEqual([
      expect.stringMatching(/^PUBLIC_ORIGIN must be set in production/),
      expect.stringMatching(/^SMTP_URL must be set in production/),
      expect.stringMatching(/^STAFF_SECRETS_KEY must be set in production/),
    ]);
    // A key of the wrong shape is told once, by its shape, never by its value.
    expect(
      problemsOf(() =>
        readSettings(
          {
            NODE_ENV: 'production',
            PUBLIC_ORIGIN: 'https://shop.example',
            MAIL_TRANSPORT: 'outbox',
            STAFF_SECRETS_KEY: 'hunter2',
          },
          'api',
          apiSettingRules,
        ),
      ),
    ).toEqual(['STAFF_SECRETS_KEY must be 32 bytes as 64 hex digits or base64 (openssl rand -base64 32)']);
  });

  it('never repeats a wrong value, which may be a secret', () => {
    const secret = 'live-secret-123456';
    const run = () => readSettings({ STRIPE_SECRET_KEY: secret, SMTP_URL: `mail://user:${secret}@host` }, 'api');
    expect(problemsOf(run)).toHaveLength(2);
    expect(run).toThrow(expect.objectContaining({ message: expect.not.stringContaining(secret) }));
  });

  it('counts an empty value as unset, and checks only what the program reads', () => {
    expect(readSettings({ PORT: '', SEED_PRODUCTS: '' }, 'api').PORT).toBe(3000);
    // BENCH_PORT is the bench's: a wrong one does not stop the API, but stops the bench.
    expect(readSettings({ BENCH_PORT: 'zz' }, 'api').PORT).toBe(3000);
    expect(problemsOf(() => readSettings({ BENCH_PORT: 'zz' }, 'bench'))).toEqual([
      'BENCH_PORT must be a whole number from 1 to 65535',
    ]);
    expect(problemsOf(() => readSettings({ SKIP_REMOTES: 'mf-catalog,mf-nope' }, ['npm start', 'api']))).toEqual([
      expect.stringMatching(/^SKIP_REMOTES must be comma-separated remotes/),
    ]);
  });
});
