// Vesna test payments: the card authentication challenge page. The shop's script moves focus into
// this frame when it opens the dialog and asks for the first button, so that a keyboard user can
// choose at once (a cross-origin frame may not autofocus by itself).
(function () {
  'use strict';
  var complete = document.querySelector('button[value=complete]');
  function focusComplete() {
    if (complete) complete.focus();
  }
  window.addEventListener('message', function (event) {
    if (event.source === window.parent && event.data && event.data.source === 'vesna-test-payments') {
      if (event.data.type === 'focus') focusComplete();
    }
  });
  focusComplete();
  // The dialog sizes its frame to this page, so that nothing scrolls inside it.
  if (window.parent !== window) {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    window.parent.postMessage({ source: 'vesna-test-payments', type: 'resize', height: height }, '*');
  }
})();
