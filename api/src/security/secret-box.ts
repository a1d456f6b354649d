import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets the API must read back (a staff member's TOTP secret: a code can only be checked with it) kept at
 * rest with AES-256-GCM: a random 96-bit IV per value, the GCM tag, and a context bound in as associated
 * data (a sealed value copied onto another row does not open there). A sealed value describes itself,
 * `v1:<keyId>:<iv>:<tag>:<ciphertext>` in base64url, so a later key can be added and the old one retired.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
export const SECRETS_KEY_BYTES = 32;

/** The value was sealed with a key this process does not hold (STAFF_SECRETS_KEY changed or lost). */
export class SecretKeyMismatch extends Error {
  constructor(readonly keyId: string) {
    super(`sealed with key ${keyId}, which this process does not hold`);
    this.name = 'SecretKeyMismatch';
  }
}

/** The value does not open: changed, truncated, or moved from the row it was sealed for. */
export class SecretUnreadable extends Error {
  constructor() {
    super('a sealed secret failed its integrity check');
    this.name = 'SecretUnreadable';
  }
}

export interface SecretBox {
  /** The id of the key new values are sealed with. */
  readonly keyId: string;
  seal(plain: string, context: string): string;
  /**
   * The clear value, sealed with the current key or a previous one; a value written before sealing existed
   * (not `v1:`) is returned as it is.
   */
  open(stored: string, context: string): string;
  isSealed(stored: string): boolean;
  /** Sealed with a previous key this box holds: to be sealed again with the current one (a key rotation). */
  isSealedWithPreviousKey(stored: string): boolean;
}

/** A key's public name: a hash of it, so the stored value says which key it needs without revealing it. */
export const keyIdOf = (key: Buffer) =>
  createHash('sha256').update('vesna-secret-box\0').update(key).digest('base64url').slice(0, 8);

const b64 = (bytes: Buffer) => bytes.toString('base64url');

/**
 * A box that seals with `key` and opens what `key` or one of `previousKeys` sealed: during a rotation the old key
 * stays readable until every value is sealed again with the new one (sealLegacyTotpSecrets does it at start).
 */
export function createSecretBox(key: Buffer, previousKeys: Buffer[] = []): SecretBox {
  for (const each of [key, ...previousKeys]) {
    if (each.length !== SECRETS_KEY_BYTES)
      throw new Error(`a secrets key is ${SECRETS_KEY_BYTES} bytes, not ${each.length}`);
  }
  const keyId = keyIdOf(key);
  const keys = new Map([...previousKeys, key].map((each) => [keyIdOf(each), each]));
  const isSealed = (stored: string) => stored.startsWith(`${VERSION}:`);
  const keyIdOfSealed = (stored: string) => stored.split(':', 2)[1] ?? '?';
  return {
    keyId,
    isSealed,
    isSealedWithPreviousKey: (stored) =>
      isSealed(stored) && keyIdOfSealed(stored) !== keyId && keys.has(keyIdOfSealed(stored)),
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, keyId, b64(iv), b64(cipher.getAuthTag()), b64(ciphertext)].join(':');
    },
    open(stored, context) {
      if (!isSealed(stored)) return stored;
      const [, id, iv, tag, ciphertext] = stored.split(':');
      const sealedWith = keys.get(id ?? '');
      if (!sealedWith) throw new SecretKeyMismatch(id ?? '?');
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealedWith, Buffer.from(iv ?? '', 'base64url'));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
        // A changed byte, or a value moved to another row, fails the tag check here.
        const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext ?? '', 'base64url')), decipher.final()]);
        return plain.toString('utf8');
      } catch {
        throw new SecretUnreadable();
      }
    },
  };
}
