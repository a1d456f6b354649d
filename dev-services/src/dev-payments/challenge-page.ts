import { NOT_A_BANK, escapeHtml, renderPage } from './page-html';
import type { PaymentIntent } from './payment-intents';

/**
 * The 3-D Secure challenge of cards such as 4000 0025 0000 3155: the page a bank would show, with
 * "Complete" and "Fail". Stripe.js-compatible script shows it in a modal iframe (`?embedded=1`); after the
 * choice the result page tells the parent window (challenge-result.js), or, opened on its own with a
 * return_url, redirects there as Stripe does.
 */
const STYLE = `
  body { background: #f4f1ec; padding: 16px; }
  main { max-width: 420px; margin: 0 auto; background: #fff; border: 2px dashed #b45309; padding: 20px; }
  h1 { font-size: 20px; margin: 0 0 8px; }
  p { margin: 0 0 12px; line-height: 1.5; }
  .not-a-bank { background: #fef3c7; padding: 8px 10px; margin-bottom: 16px; font-size: 14px; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; margin-top: 16px; }
  button { font: inherit; font-size: 16px; padding: 10px 20px; cursor: pointer; border: 1px solid #1f1f1f; background: #1f1f1f; color: #fff; min-width: 120px; }
  button[value=fail] { background: #fff; color: #1f1f1f; }
  button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
`;

export function formatAmount(intent: Pick<PaymentIntent, 'amount' | 'currency'>): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: intent.currency.toUpperCase() }).format(
      intent.amount / 100,
    );
  } catch {
    return `${(intent.amount / 100).toFixed(2)} ${intent.currency.toUpperCase()}`;
  }
}

export function renderChallengePage(intent: PaymentIntent, embedded: boolean): string {
  return renderPage({
    title: 'Authenticate your payment - Vesna test payments',
    style: STYLE,
    body: `<main>
  <p class="not-a-bank"><strong>${NOT_A_BANK}.</strong> This page plays your bank's card authentication (3-D Secure).</p>
  <h1>Authenticate your payment</h1>
  <p>Confirm the payment of <strong>${escapeHtml(formatAmount(intent))}</strong> to Vesna.</p>
  <form method="post">
    <input type="hidden" name="embedded" value="${embedded ? '1' : '0'}">
    <div class="actions">
      <button type="submit" name="action" value="complete">Complete</button>
      <button type="submit" name="action" value="fail">Fail</button>
    </div>
  </form>
</main>`,
    scripts: ['/v3/challenge.js'],
  });
}

/** After the choice (or for a challenge that is no longer pending): tells the framing page it is over. */
export function renderChallengeResult(outcome: 'succeeded' | 'failed' | 'unknown'): string {
  const text =
    outcome === 'succeeded'
      ? 'Authentication complete. You can return to the shop.'
      : outcome === 'failed'
        ? 'Authentication failed. You can return to the shop.'
        : 'This authentication is no longer pending.';
  return renderPage({
    title: 'Authentication finished - Vesna test payments',
    style: STYLE,
    body: `<main data-outcome="${outcome}">
  <p class="not-a-bank"><strong>${NOT_A_BANK}.</strong></p>
  <h1 role="status">${escapeHtml(text)}</h1>
</main>`,
    scripts: ['/v3/challenge-result.js'],
  });
}
