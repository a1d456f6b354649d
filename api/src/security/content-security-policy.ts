import { createHash } from 'node:crypto';
import type { PaymentsSettings } from '../modules/payments/settings';

/**
 * The shop's Content-Security-Policy and Permissions-Policy, built from where its code really comes
 * from: the shop's own origin, the remotes' origins (remotes.json, which operators edit to move a
 * remote) and the payment processor (Stripe, or the local test processor). No eval anywhere, and no inline
 * script but the shell's own, each allowed by its hash; the page may not be framed.
 */
export interface PolicySources {
  /** Origins of the remotes' manifests (remotes.json); their scripts, chunks, fonts and images. */
  remoteOrigins: readonly string[];
  /** `'sha256-…'` of each inline script of the shell's index.html (inlineScriptHashesOf). */
  inlineScriptHashes?: readonly string[];
  payments: PaymentsSettings;
  /** The visit-us page's map iframe (MAP_EMBED_URL), when one is configured. */
  mapEmbedUrl?: string | null;
  /**
   * Outside production: a remote's dev server may be loaded into the built shop (shell/README.md, "Composition"); its live reload connects back over ws(s) to the remote's origin.
   */
  liveReload?: boolean;
}

interface PaymentSources {
  script: string[];
  frame: string[];
  connect: string[];
}

/** What Stripe.js needs (Stripe's CSP guide); the test processor serves all of it from its one origin. */
function paymentSources(payments: PaymentsSettings): PaymentSources {
  if (payments.mode === 'stripe') {
    return {
      script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
      frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      connect: ['https://api.stripe.com'],
    };
  }
  if (payments.mode === 'test-processor') {
    return { script: [payments.origin], frame: [payments.origin], connect: [payments.origin] };
  }
  return { script: [], frame: [], connect: [] };
}

function originOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

const sourceList = (sources: readonly (string | undefined)[]) =>
  [...new Set(sources.filter((source): source is string => Boolean(source)))].join(' ');

export function contentSecurityPolicy({
  remoteOrigins,
  inlineScriptHashes = [],
  payments,
  mapEmbedUrl,
  liveReload,
}: PolicySources): string {
  const pay = paymentSources(payments);
  const liveReloadOrigins = liveReload ? remoteOrigins.map((origin) => origin.replace(/^http/, 'ws')) : [];
  const frames = [...pay.frame, originOf(mapEmbedUrl)];
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': sourceList([
      "'self'",
      ...inlineScriptHashes.map((hash) => `'${hash}'`),
      ...remoteOrigins,
      ...pay.script,
    ]),
    // Emotion writes each component's rules into <style> elements at run time: styles need 'unsafe-inline'
    // (scripts never do). A style cannot run code, so this is the usual trade for CSS-in-JS.
    'style-src': sourceList(["'self'", "'unsafe-inline'", ...remoteOrigins]),
    'img-src': sourceList(["'self'", 'data:', 'blob:', ...remoteOrigins]),
    'font-src': sourceList(["'self'", 'data:', ...remoteOrigins]),
    // The shell fetches each remote's mf-manifest.json.
    'connect-src': sourceList(["'self'", ...remoteOrigins, ...pay.connect, ...liveReloadOrigins]),
    'frame-src': frames.some(Boolean) ? sourceList(frames) : "'none'",
    'object-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/**
 * Powerful features the shop never uses are off for it and for every frame it embeds; `payment` stays
 * for the processor's card frame (Stripe's wallets use the Payment Request API).
 */
export function permissionsPolicy(payments: PaymentsSettings): string {
  const paymentFrames = paymentSources(payments).frame.filter((origin) => !origin.includes('*'));
  const allowPayment = ['self', ...paymentFrames.map((origin) => `"${origin}"`)].join(' ');
  return [
    'accelerometer=()',
    'camera=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'usb=()',
    `payment=(${allowPayment})`,
  ].join(', ');
}

/**
 * The remotes' origins in a parsed remotes.json (name -> manifest URL); relative entries are the shop's
 * own origin ('self') and anything that is not an http(s) URL is left out (the shell refuses it too).
 */
export function remoteOriginsOf(remotesJson: unknown): string[] {
  if (typeof remotesJson !== 'object' || remotesJson === null || Array.isArray(remotesJson)) return [];
  const origins = Object.values(remotesJson).flatMap((entry) => {
    if (typeof entry !== 'string' || !/^https?:\/\//i.test(entry)) return [];
    const origin = originOf(entry);
    return origin ? [origin] : [];
  });
  return [...new Set(origins)];
}

/** An inline script's element in index.html: a `<script>` without `src`, and its text. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * `sha256-…` of each inline script in the shell's index.html, as CSP hashes it: the exact text between the
 * tags. The shell's build writes one (the hydration gate, shell/webpack.config.js).
 */
export function inlineScriptHashesOf(indexHtml: string): string[] {
  return [...indexHtml.matchAll(INLINE_SCRIPT)]
    .filter(([, text]) => text!.trim() !== '')
    .map(([, text]) => `sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}`);
}
