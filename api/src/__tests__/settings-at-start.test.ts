import { spawnSync } from 'node:child_process';
import path from 'node:path';

const API_DIR = path.join(__dirname, '..', '..');

/** Runs `tsx src/server.ts` with only these variables (and PATH): a start refused before anything opens. */
function startWith(env: Record<string, string>) {
  return spawnSync(process.execPath, [require.resolve('tsx/cli'), 'src/server.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: '/nonexistent/never-opened', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('the API at start', () => {
  it('stops on wrong settings with one message listing every problem', () => {
    const result = startWith({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://shop@db/shop',
      SERVER_RENDER_REGION_DEADLINE_MS: '0',
      NODE_ENV: 'production',
      MAIL_TRANSPORT: 'outbox',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The API did not start. The settings are wrong (5 problems;');
    for (const problem of [
      '- PORT must be a whole number from 0 to 65535',
      '- DATABASE_URL must be a PostgreSQL URL',
      '- SERVER_RENDER_REGION_DEADLINE_MS must be a whole number from 1 to 120000',
      '- PUBLIC_ORIGIN must be set in production',
      '- STAFF_SECRETS_KEY must be set in production',
    ]) {
      expect(result.stderr).toContain(problem);
    }
    // Nothing else was tried: the refusal is the only output.
    expect(result.stdout).toBe('');
  }, 40_000);
});
