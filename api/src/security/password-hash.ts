import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (node:crypto) at the OWASP Password Storage Cheat Sheet parameters:
 * N = 2^17, r = 8, p = 1, a 64-byte key and a 16-byte random salt. The stored string describes itself,
 * `scrypt$N$r$p$<salt base64>$<hash base64>`, so the cost can be raised later and old hashes still verify.
 */
export const OWASP_SCRYPT_N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** scrypt needs 128 * N * r bytes; node's default maxmem (32 MiB) is below what N = 2^17 asks for. */
const maxmemFor = (n: number, r: number) => 128 * n * r * 2;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Timing-safe; false for a malformed stored string. */
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * Spends the same work as a real verify and answers false: called when the e-mail is unknown (or the
   * account has no password) so that the response time does not tell whether the account exists.
   */
  verifyDummy(password: string): Promise<false>;
}

/** `cost` is scrypt's N; only tests pass a cheaper one (hash-format tests use the default). */
export function createPasswordHasher(cost: number = OWASP_SCRYPT_N): PasswordHasher {
  let dummy: Promise<string> | undefined;

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await scrypt(password, salt, KEY_LENGTH, { N: cost, r: R, p: P, maxmem: maxmemFor(cost, R) });
    return ['scrypt', cost, R, P, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async function verify(password: string, stored: string): Promise<boolean> {
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [n, r, p] = parts.slice(1, 4).map(Number);
    if (![n, r, p].every((v) => Number.isInteger(v) && v > 0)) return false;
    const salt = Buffer.from(parts[4], 'base64');
    const expected = Buffer.from(parts[5], 'base64');
    if (expected.length === 0) return false;
    const actual = await scrypt(password, salt, expected.length, { N: n, r, p, maxmem: maxmemFor(n, r) });
    return timingSafeEqual(actual, expected);
  }

  async function verifyDummy(password: string): Promise<false> {
    dummy ??= hash(randomBytes(16).toString('hex'));
    await verify(password, await dummy);
    return false;
  }

  return { hash, verify, verifyDummy };
}
