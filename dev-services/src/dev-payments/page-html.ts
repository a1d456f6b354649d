import type { ServerResponse } from 'node:http';

/**
 * The processor's own pages (card element frame, challenge, home): self-contained documents with the
 * same look, the line "Vesna test payments, not a real bank", and scripts only from this origin.
 * Any shop origin may frame them, as Stripe's frames may be embedded by any merchant.
 */
export const NOT_A_BANK = 'Vesna test payments, not a real bank';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // No form-action: Chromium applies it to the redirect after the challenge form (to the shop's return_url).
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; frame-ancestors *",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  res.end(html);
}

export function renderPage(options: { title: string; body: string; style?: string; scripts?: string[] }): string {
  const scripts = (options.scripts ?? []).map((src) => `<script src="${escapeHtml(src)}"></script>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)}</title>
<style>
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f1f1f; background: #fff; }
  .not-a-bank { margin: 0; font-size: 12px; line-height: 1.4; color: #78350f; }
  ${options.style ?? ''}
</style>
</head>
<body>
${options.body}
${scripts}
</body>
</html>`;
}
