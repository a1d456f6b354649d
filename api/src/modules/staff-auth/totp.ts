import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off, or a code typed as it turned. */
const WINDOW = 1;
const ISSUER = 'Vesna';

const totpFor = (secret: string, email: string) =>
  new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret (RFC 4226's recommended length), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** What the set-up page shows once: the secret, its otpauth:// URL and that URL as a QR code (SVG). */
export async function totpEnrolment(secret: string, email: string) {
  const otpauthUrl = totpFor(secret, email).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret, otpauthUrl, qrSvg };
}

/**
 * The time step a valid code belongs to (within ±1 step of `now`), or null. The caller accepts the code
 * only if this step is later than the last one accepted, so a code is never used twice.
 */
export function totpStep(secret: string, email: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secret, email).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The current code (tests and the first-owner journey's helper). */
export const currentTotpCode = (secret: string, email: string, now = Date.now()): string =>
  totpFor(secret, email).generate({ timestamp: now });
