import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useTestApp } from '../../test-support/test-app';
import { FIRST_OWNER_FILE, isFirstOwnerCommand } from '../first-owner';

// A shop on PGlite whose API holds the database: the first owner is added through the running API with the
// one-time token the API leaves in its data folder, and with nothing else.
const dataDir = mkdtempSync(path.join(tmpdir(), 'vesna-first-owner-'));
const file = path.join(dataDir, FIRST_OWNER_FILE);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const ctx = useTestApp({ app: { staffFirstOwnerFile: file } });

const command = (argv: string[], token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/staff/command',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { argv },
  });

describe('the first owner through the running API', () => {
  it('is added once with the data folder token, which admits nothing else and is then withdrawn', async () => {
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);
    const token = readFileSync(file, 'utf8');
    expect((await command(['staff', 'add', 'boss@vesna.test', '--role', 'owner'])).statusCode).toBe(401);
    expect(
      (await command(['staff', 'add', 'boss@vesna.test', '--role', 'owner'], 'vsb_not-the-token-1234567890'))
        .statusCode,
    ).toBe(401);
    expect((await command(['orders', 'ship', '100001', '--tracking', 'x'], token)).statusCode).toBe(401);
    expect((await command(['staff', 'add', 'boss@vesna.test', '--role', 'catalogue'], token)).statusCode).toBe(401);

    const added = await command(['staff', 'add', 'boss@vesna.test', '--role', 'owner', '--name', 'Boss'], token);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ code: 0, out: expect.stringMatching(/\/staff\/setup\?token=/) });
    expect(existsSync(file)).toBe(false);
    expect((await command(['staff', 'add', 'second@vesna.test', '--role', 'owner'], token)).statusCode).toBe(401);
  });

  it('recognises only `staff add <email> --role owner [--name <name>]`', () => {
    expect(isFirstOwnerCommand(['staff', 'add', 'a@b.c', '--role', 'owner'])).toBe(true);
    expect(isFirstOwnerCommand(['staff', 'add', 'a@b.c', '--role=owner', '--name', 'Ann'])).toBe(true);
    expect(isFirstOwnerCommand(['staff', 'add', 'a@b.c', '--role', 'fulfilment'])).toBe(false);
    expect(isFirstOwnerCommand(['staff', 'token'])).toBe(false);
  });
});
