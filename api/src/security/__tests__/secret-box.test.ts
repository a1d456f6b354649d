import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SecretKeyMismatch, SecretUnreadable, createSecretBox } from '../secret-box';
import {
  STAFF_SECRETS_KEY_FILE,
  loadPreviousStaffSecretsKeys,
  loadStaffSecretsKey,
  parseSecretsKey,
} from '../staff-secrets-key';

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

  it('in a rotation, opens what a previous key sealed and says it is to be sealed again; seals with the new key', () => {
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
    const before = createSecretBox(oldKey).seal('JBSWY3DPEHPK3PXP', 'row:1');
    const rotating = createSecretBox(newKey, [oldKey]);
    expect(rotating.open(before, 'row:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => rotating.open(before, 'row:2')).toThrow(SecretUnreadable);
    expect(rotating.isSealedWithPreviousKey(before)).toBe(true);
    const after = rotating.seal('JBSWY3DPEHPK3PXP', 'row:1');
    expect(after.split(':')[1]).toBe(createSecretBox(newKey).keyId);
    expect(rotating.isSealedWithPreviousKey(after)).toBe(false);
    expect(rotating.isSealedWithPreviousKey('JBSWY3DPEHPK3PXP')).toBe(false);
    // A key neither current nor previous: not ours to seal again, and it does not open.
    const foreign = box.seal('x', 'c');
    expect(rotating.isSealedWithPreviousKey(foreign)).toBe(false);
    expect(() => rotating.open(foreign, 'c')).toThrow(SecretKeyMismatch);
    // Without the old key, what it sealed does not open.
    expect(() => createSecretBox(newKey).open(before, 'row:1')).toThrow(SecretKeyMismatch);
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

  it('STAFF_SECRETS_KEY_PREVIOUS: none by default, keys comma-separated, a bad one refused with the reason', () => {
    const [a, b] = [randomBytes(32), randomBytes(32)];
    expect(loadPreviousStaffSecretsKeys({})).toEqual([]);
    expect(
      loadPreviousStaffSecretsKeys({ STAFF_SECRETS_KEY_PREVIOUS: ` ${a.toString('hex')} , ${b.toString('base64')}` }),
    ).toEqual([a, b]);
    expect(() => loadPreviousStaffSecretsKeys({ STAFF_SECRETS_KEY_PREVIOUS: `${a.toString('hex')},hunter2` })).toThrow(
      /STAFF_SECRETS_KEY_PREVIOUS must be keys of 32 bytes/,
    );
  });
});
