import { NOT_A_BANK, renderPage } from './page-html';

/**
 * The card element's frame (/v3/elements/card): three labelled fields, an error line and the notice
 * that this is not a real bank. Its script (card-frame.js) formats, checks and sends the card to the
 * processor; the shop page embeds it through the Stripe.js-compatible script's card element.
 */
const STYLE = `
  html { background: transparent; }
  body { background: transparent; font-size: 16px; }
  /* No side padding: the fields line up with the shop's own fields around the frame. */
  form { margin: 0; padding: 0; }
  .field { display: flex; flex-direction: column; min-width: 0; }
  /* Inputs line up at the bottom even when a narrow frame wraps the expiry label. */
  .row { display: flex; gap: 12px; margin-top: 12px; align-items: flex-end; }
  .row .field { flex: 1 1 0; }
  .row .field.expiry { flex-grow: 1.4; }
  label { font-size: 14px; font-weight: 500; margin-bottom: 6px; color: #1f1f1f; }
  .hint { font-weight: 400; color: #5c5c5c; }
  input {
    font: inherit; font-size: 16px; color: #1f1f1f; width: 100%; min-width: 0; height: 44px; padding: 0 12px;
    border: 1px solid #8c8c8c; border-radius: 2px; background: #fff; font-variant-numeric: tabular-nums;
  }
  input::placeholder { color: #8c8c8c; }
  /* An inset ring, so that the frame's edge never clips it. */
  input:focus { outline: 2px solid #1f1f1f; outline-offset: -2px; border-color: #1f1f1f; }
  input[aria-invalid="true"] { border-color: #b3261e; }
  input:disabled { background: #f2f2f2; color: #757575; }
  .error { margin: 8px 0 0; min-height: 20px; font-size: 14px; line-height: 20px; color: #b3261e; }
  .not-a-bank { margin-top: 4px; }
`;

export function renderCardFramePage(): string {
  return renderPage({
    title: `Card details - ${NOT_A_BANK}`,
    style: STYLE,
    body: `<form id="card-form" novalidate>
  <div class="field">
    <label for="card-number">Card number</label>
    <input id="card-number" name="cardnumber" type="text" inputmode="numeric" autocomplete="cc-number"
      placeholder="1234 1234 1234 1234" maxlength="19" spellcheck="false" aria-describedby="card-error">
  </div>
  <div class="row">
    <div class="field expiry">
      <label for="card-expiry">Expiration date <span class="hint">MM / YY</span></label>
      <input id="card-expiry" name="exp-date" type="text" inputmode="numeric" autocomplete="cc-exp"
        placeholder="MM/YY" maxlength="5" spellcheck="false" aria-describedby="card-error">
    </div>
    <div class="field">
      <label for="card-cvc">CVC</label>
      <input id="card-cvc" name="cvc" type="text" inputmode="numeric" autocomplete="cc-csc"
        placeholder="123" maxlength="3" spellcheck="false" aria-describedby="card-error">
    </div>
  </div>
  <p id="card-error" class="error" aria-live="polite"></p>
  <p class="not-a-bank">${NOT_A_BANK}</p>
</form>`,
    scripts: ['/v3/card-frame.js'],
  });
}
