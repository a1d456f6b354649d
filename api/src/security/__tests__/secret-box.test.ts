import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SecretKeyMismatch, SecretUnreadable, createSecretBox } from '../secret-box';
import { STAFF_SECRETS_KEY_FILE, loadStaffSecretsKey, parseSecretsKey } from '../staff-secrets-key';

describe('the secret box (AES-256-GCM at rest)', () => {
  const box = createSecretBox(randomBytes(32));

  it('seals to a self-describing value with a new IV each time, and opens it in its context only', () => {
    const a = box.seal('JBSWY3DPEHPK3PXP', 'row:1');
    const b = box.seal('JBSWY3DPEHPK3PXP', 'row:1');
    expect(a).toMatch(new RegExp(`^v1:${box.keyId}:[\\w-]{16}:[\\w-]{22}:[\\w-]+$`));
    expect(a).not.toBe(b);
    expect(box.open(a, 'row:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box.open(a, 'row:2')).toThrow(SecretUnreadable);
    const [v, id, iv, tag, ct] = a.split(':');
    const flipped = `${v}:${id}:${iv}:${tag}:${ct!.startsWith('A') ? 'B' : 'A'}${ct!.slice(1)}`;
    expect(() => box.open(flipped, 'row:1')).toThrow(SecretUnreadable);
  });

  it('names the key a value needs, and returns a clear value from before sealing as it is', () => {
    const other = createSecretBox(randomBytes(32));
    expect(() => box.open(other.seal('x', 'c'), 'c')).toThrow(SecretKeyMismatch);
    expect(box.open('JBSWY3DPEHPK3PXP', 'c')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.isSealed('JBSWY3DPEHPK3PXP')).toBe(false);
  });
});

describe('STAFF_SECRETS_KEY', () => {
  it('takes 32 bytes as hex or base64, and refuses anything else', () => {
    const key = randomBytes(32);
    expect(parseSecretsKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretsKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretsKey(key.toString('base64url'))).toEqual(key);
    expect(() => parseSecretsKey(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
    expect(() => parseSecretsKey('correct horse battery staple')).toThrow(/32 bytes/);
  });

  it('is required in production', () => {
    expect(() => loadStaffSecretsKey({ NODE_ENV: 'production', DATA_DIR: '/nonexistent' })).toThrow(
      /must be set in production/,
    );
  });

  it('outside production, is made once in the data folder (mode 0600) and read again after', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'vesna-key-')), 'pglite');
    const first = loadStaffSecretsKey({ NODE_ENV: 'test', DATA_DIR: dir });
    const file = path.join(dir, STAFF_SECRETS_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first).toHaveLength(32);
    expect(loadStaffSecretsKey({ NODE_ENV: 'test', DATA_DIR: dir })).toEqual(first);
    expect(parseSecretsKey(readFileSync(file, 'utf8'))).toEqual(first);
  });
});
