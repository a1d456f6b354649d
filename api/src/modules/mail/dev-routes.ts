import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError } from '../../http-errors';
import { isLoopbackAddress } from '../../security/loopback';
import { selectQueuedMails, type QueuedMailView } from './queue-queries';
import { devMailSchemas } from './dev-route-schemas';

export const MAILBOX_LOOPBACK_ONLY = 'The development mailbox answers only requests from this machine.';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The plain-text body, escaped, with its http(s) links made clickable. */
function textWithLinks(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

const STATE_LABELS = { queued: 'queued', sent: 'sent', failed: 'failed' } as const;

/** "sent, 1 try" / "queued, 3 tries: <the last refusal>". */
function stateLine(m: QueuedMailView): string {
  const tries = `${m.tries} ${m.tries === 1 ? 'try' : 'tries'}`;
  const error = m.state !== 'sent' && m.lastError ? `: ${escapeHtml(m.lastError)}` : '';
  return `<span class="state state-${m.state}" data-state="${m.state}">${STATE_LABELS[m.state]}</span>, ${tries}${error}`;
}

function renderMailbox(mails: QueuedMailView[]): string {
  const items = mails
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(m.to)}</strong> · <time datetime="${m.createdAt}">${m.createdAt.replace('T', ' ').slice(0, 19)} UTC</time></p>
  <p class="meta">${stateLine(m)}</p>
  <pre>${textWithLinks(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development mailbox | Vesna</title>
<meta name="robots" content="noindex">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#222}
.banner{background:#fff3cd;border:1px solid #e0c36c;padding:.5rem 1rem;border-radius:4px}
article{border-bottom:1px solid #ddd;padding:1rem 0}h2{margin:0;font-size:1.1rem}.meta{margin:.25rem 0;color:#555}
pre{white-space:pre-wrap;font:inherit}.state{font-weight:600}.state-failed{color:#a4262c}.state-queued{color:#8a6100}</style></head>
<body><h1>Development mailbox</h1>
<p class="banner">Every mail the shop queued, newest first, with its state (queued, sent, failed) and tries. Without SMTP_URL (or with MAIL_TRANSPORT=outbox) sending it means storing it here. Development only: this page does not exist in production.</p>
${mails.length === 0 ? '<p>No mail yet.</p>' : items}
</body></html>`;
}

/**
 * Registered only outside production: GET /dev/mailbox (a page for people) and GET /api/dev/outbox
 * (JSON for tests and scripts). Both list the mail queue, so a mail shows from the moment it is queued,
 * with its state and tries.
 */
export async function devMailRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  // It shows everyone's mail, links included: only this machine may read it. Both the socket and the
  // client address (X-Forwarded-For behind TRUST_PROXY) must be loopback, so a proxy cannot be used to reach it.
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackAddress(request.ip))
      throw new HttpError(403, MAILBOX_LOOPBACK_ONLY);
  });

  app.get('/dev/mailbox', { schema: devMailSchemas.mailbox }, async (_request, reply) => {
    const mails = await selectQueuedMails(db);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderMailbox(mails));
  });

  app.get('/api/dev/outbox', { schema: devMailSchemas.outbox }, async (request, reply) => {
    const { to } = request.query as { to?: string | string[] };
    const recipient = Array.isArray(to) ? to[0] : to;
    return reply.header('cache-control', 'no-store').send(await selectQueuedMails(db, recipient || undefined));
  });
}
