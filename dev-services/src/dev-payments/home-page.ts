import { NOT_A_BANK, renderPage } from './page-html';

/** What a developer sees who opens http://localhost:3007: what this is, and the cards to type. */
export function renderHomePage(): string {
  const cards: [string, string][] = [
    ['4242 4242 4242 4242', 'succeeds'],
    ['4000 0000 0000 0002', 'declined (card_declined / generic_decline)'],
    ['4000 0000 0000 9995', 'declined (insufficient_funds)'],
    ['4000 0025 0000 3155', 'asks for authentication: a challenge with Complete and Fail'],
    ['any other valid number', 'declined: only test cards are accepted'],
  ];
  return renderPage({
    title: NOT_A_BANK,
    style: `main { max-width: 40rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }
      .not-a-bank { font-size: 16px; background: #fef3c7; padding: .6rem .75rem; }
      td { padding: .25rem 1rem .25rem 0; vertical-align: top; } code { font-size: 15px; }`,
    body: `<main>
  <h1>Vesna test payments</h1>
  <p class="not-a-bank"><strong>${NOT_A_BANK}.</strong> The shop's stand-in for Stripe when it has no Stripe keys:
  it speaks the part of Stripe's API the shop uses, and no money moves.</p>
  <p>Any future expiry date (MM/YY) and any three-digit CVC.</p>
  <table><tbody>
  ${cards.map(([number, result]) => `<tr><td><code>${number}</code></td><td>${result}</td></tr>`).join('\n  ')}
  </tbody></table>
</main>`,
  });
}
