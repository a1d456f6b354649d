import { readFileSync } from 'node:fs';
import path from 'node:path';
import { envExampleText, SETTINGS } from 'contracts/settings';
import { REPO_ROOT } from '../db/paths';
import { DEFAULT_MAIL_FROM } from '../modules/mail/mailer';
import { DEFAULT_REDIS_KEY_PREFIX } from '../security/redis-rate-limit-store';
import { DEFAULT_CATALOGUE_REDIS_CHANNEL } from '../modules/catalogue-cache/redis-catalogue-announcements';
import { DEFAULT_DEADLINE_MS, DEFAULT_REGION_DEADLINE_MS } from '../server-render/render-pool';

// The settings schema (contracts/src/settings/settings-schema.ts) is the one list of variables: .env.example is
// written from it, docs/operating.md's table names the same ones, and the defaults the code keeps are the schema's.
describe('the settings schema', () => {
  it('is what .env.example says (npm run env:example writes it)', () => {
    const example = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
    expect(example).toBe(envExampleText());
  });

  it("names the same variables as docs/operating.md's environment table", () => {
    const page = readFileSync(path.join(REPO_ROOT, 'docs', 'operating.md'), 'utf8');
    const start = page.indexOf('## Environment variables');
    const table = page.slice(start, page.indexOf('\n## ', start + 1));
    const documented = table
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z_0-9]+)`/g)].map((match) => match[1]));
    expect([...documented].sort()).toEqual(Object.keys(SETTINGS).sort());
  });

  it('has the defaults the code falls back on', () => {
    expect(SETTINGS.MAIL_FROM.schema.default).toBe(DEFAULT_MAIL_FROM);
    expect(SETTINGS.REDIS_KEY_PREFIX.schema.default).toBe(DEFAULT_REDIS_KEY_PREFIX);
    expect(SETTINGS.REDIS_CATALOGUE_CHANNEL.schema.default).toBe(DEFAULT_CATALOGUE_REDIS_CHANNEL);
    expect(SETTINGS.SERVER_RENDER_DEADLINE_MS.schema.default).toBe(DEFAULT_DEADLINE_MS);
    expect(SETTINGS.SERVER_RENDER_REGION_DEADLINE_MS.schema.default).toBe(DEFAULT_REGION_DEADLINE_MS);
  });
});
