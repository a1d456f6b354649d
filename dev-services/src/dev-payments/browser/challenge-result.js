// Vesna test payments: the last page of a card authentication challenge. It tells the shop page that
// framed it (the Stripe.js-compatible script) that the shopper made a choice; the shop then reads the
// payment intent's new status from the processor. The message carries no secret.
(function () {
  'use strict';
  var main = document.querySelector('main[data-outcome]');
  var outcome = main ? main.getAttribute('data-outcome') : 'unknown';
  if (window.parent && window.parent !== window) {
    window.parent.postMessage({ source: 'vesna-test-payments', type: 'challenge-finished', outcome: outcome }, '*');
  }
})();
