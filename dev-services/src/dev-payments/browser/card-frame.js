// Vesna test payments, card element: the script of the frame page (/v3/elements/card) that the shop's
// card element embeds. The card number, expiry and CVC are typed here, on the processor's origin, and
// sent only to the processor (POST /v1/payment_methods); the shop page gets change events and the new
// payment method's id through postMessage, never the number. Joined after card-rules.js.
/* global formatCardNumber, formatExpiry, cardNumberError, expiryError, cvcError, brandOf */

var SOURCE = 'vesna-test-payments';
var query = new URLSearchParams(window.location.search);
var frameId = query.get('frame') || '';
var publishableKey = query.get('key') || '';
// Replies go only to the page that created the element; messages are accepted only from it.
var parentOrigin = query.get('parent') || '';

var form = document.getElementById('card-form');
var errorLine = document.getElementById('card-error');
var fields = {
  number: { input: document.getElementById('card-number'), format: formatCardNumber, check: cardNumberError, full: 19 },
  expiry: { input: document.getElementById('card-expiry'), format: formatExpiry, check: expiryError, full: 5 },
  cvc: {
    input: document.getElementById('card-cvc'),
    format: function (raw) {
      return String(raw).replace(/\D/g, '').slice(0, 3);
    },
    check: cvcError,
    full: 3,
  },
};
var order = ['number', 'expiry', 'cvc'];
var touched = { number: false, expiry: false, cvc: false };
var invalidColor = '';

function send(message) {
  if (!parentOrigin || window.parent === window) return;
  message.source = SOURCE;
  message.frameId = frameId;
  window.parent.postMessage(message, parentOrigin);
}

/**
 * A field's error is shown once the shopper has left the field (as the spec's form shows errors of
 * touched fields), or as soon as it is filled to its full length and still wrong.
 */
function visibleError(name) {
  var field = fields[name];
  var error = field.check(field.input.value);
  if (!error) return null;
  return touched[name] || field.input.value.length >= field.full ? error : null;
}

function state() {
  var firstError = null;
  var complete = true;
  var empty = true;
  order.forEach(function (name) {
    var field = fields[name];
    if (field.input.value) empty = false;
    if (field.check(field.input.value)) complete = false;
    var error = visibleError(name);
    field.input.setAttribute('aria-invalid', error ? 'true' : 'false');
    if (error && !firstError) firstError = error;
  });
  return { empty: empty, complete: complete, error: firstError };
}

/** Shows the first visible error under the fields and tells the shop page, like Stripe's change event. */
function render() {
  var current = state();
  errorLine.textContent = current.error ? current.error.message : '';
  var event = {
    elementType: 'card',
    empty: current.empty,
    complete: current.complete,
    brand: brandOf(fields.number.input.value),
    value: { postalCode: '' },
  };
  if (current.error) {
    event.error = { type: 'validation_error', code: current.error.code, message: current.error.message };
  }
  send({ type: 'change', event: event });
}

/** Reformats a field and keeps the caret after the same number of digits. */
function reformat(field) {
  var input = field.input;
  var caret = input.selectionStart === null ? input.value.length : input.selectionStart;
  var digitsBefore = input.value.slice(0, caret).replace(/\D/g, '').length;
  var formatted = field.format(input.value);
  if (formatted === input.value) return;
  input.value = formatted;
  var position = 0;
  var seen = 0;
  while (position < formatted.length && seen < digitsBefore) {
    if (/\d/.test(formatted[position])) seen += 1;
    position += 1;
  }
  if (document.activeElement === input) input.setSelectionRange(position, position);
}

order.forEach(function (name) {
  var field = fields[name];
  field.input.addEventListener('input', function () {
    reformat(field);
    render();
  });
  field.input.addEventListener('focus', function () {
    send({ type: 'focus' });
  });
  field.input.addEventListener('blur', function () {
    // Leaving an empty field before typing anything does not count, so tabbing past shows no error.
    if (field.input.value) touched[name] = true;
    render();
    send({ type: 'blur' });
  });
});

// Enter inside the frame must not reload it; the shop's own Pay button submits.
form.addEventListener('submit', function (event) {
  event.preventDefault();
});

/** Stripe's form encoding with bracket notation: { billing_details: { name } } → billing_details[name]=... */
function encodeForm(data, prefix, pairs) {
  pairs = pairs || [];
  Object.keys(data).forEach(function (key) {
    var value = data[key];
    var name = prefix ? prefix + '[' + key + ']' : key;
    if (value === undefined || value === null) return;
    if (typeof value === 'object') encodeForm(value, name, pairs);
    else pairs.push(encodeURIComponent(name) + '=' + encodeURIComponent(String(value)));
  });
  return pairs.join('&');
}

/** Only plain strings from the shop page go into billing details. */
function cleanBillingDetails(details) {
  var clean = {};
  if (!details || typeof details !== 'object') return clean;
  ['name', 'email', 'phone'].forEach(function (key) {
    if (typeof details[key] === 'string' && details[key]) clean[key] = details[key];
  });
  if (details.address && typeof details.address === 'object') {
    clean.address = {};
    ['line1', 'line2', 'city', 'state', 'postal_code', 'country'].forEach(function (key) {
      if (typeof details.address[key] === 'string' && details.address[key]) clean.address[key] = details.address[key];
    });
  }
  return clean;
}

/** Creates the payment method at the processor; answers { paymentMethod } or { error }. */
function createPaymentMethod(billingDetails) {
  order.forEach(function (name) {
    touched[name] = true;
  });
  var current = state();
  render();
  if (!current.complete) {
    var error = current.error || { code: 'incomplete_number', message: 'Card number is required' };
    return Promise.resolve({ error: { type: 'validation_error', code: error.code, message: error.message } });
  }
  var expiry = fields.expiry.input.value.split('/');
  var body = encodeForm({
    type: 'card',
    card: {
      number: fields.number.input.value.replace(/\D/g, ''),
      exp_month: expiry[0],
      exp_year: '20' + expiry[1],
      cvc: fields.cvc.input.value,
    },
    billing_details: cleanBillingDetails(billingDetails),
    key: publishableKey,
  });
  return fetch('/v1/payment_methods', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: body,
  })
    .then(function (response) {
      return response.json();
    })
    .then(function (answer) {
      return answer.error ? { error: answer.error } : { paymentMethod: answer };
    })
    .catch(function () {
      return { error: { type: 'api_connection_error', message: 'Could not reach Vesna test payments.' } };
    });
}

/** The few style options of Stripe's card element that make sense here (colour and type size). */
function applyOptions(options) {
  if (!options || typeof options !== 'object') return;
  var base = (options.style && options.style.base) || {};
  order.forEach(function (name) {
    var input = fields[name].input;
    if (typeof base.color === 'string') input.style.color = base.color;
    if (typeof base.fontSize === 'string') input.style.fontSize = base.fontSize;
    if (typeof options.disabled === 'boolean') input.disabled = options.disabled;
  });
  var invalid = (options.style && options.style.invalid) || {};
  if (typeof invalid.color === 'string') invalidColor = invalid.color;
  if (invalidColor) errorLine.style.color = invalidColor;
}

window.addEventListener('message', function (event) {
  if (event.source !== window.parent || event.origin !== parentOrigin) return;
  var data = event.data;
  if (!data || data.source !== SOURCE || data.frameId !== frameId) return;
  if (data.type === 'create-payment-method') {
    createPaymentMethod(data.billingDetails).then(function (result) {
      send({ type: 'result', requestId: data.requestId, result: result });
    });
  } else if (data.type === 'focus') {
    fields.number.input.focus();
  } else if (data.type === 'blur') {
    if (document.activeElement && document.activeElement.blur) document.activeElement.blur();
  } else if (data.type === 'clear') {
    order.forEach(function (name) {
      fields[name].input.value = '';
      touched[name] = false;
    });
    render();
  } else if (data.type === 'update') {
    applyOptions(data.options);
  }
});

// The shop page sizes the iframe to the content (fields, error line, notice).
var lastHeight = 0;
function reportHeight() {
  var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  if (height !== lastHeight) {
    lastHeight = height;
    send({ type: 'resize', height: height });
  }
}
if (window.ResizeObserver) new ResizeObserver(reportHeight).observe(document.documentElement);
try {
  applyOptions(JSON.parse(query.get('options') || '{}'));
} catch {
  // Options the frame cannot read are ignored, as unknown style options are.
}
// Anything typed before this script ran (a slow connection, a quick typist) is formatted, checked and
// reported now; its input events went by with no one listening.
var typedEarly = order.filter(function (name) {
  return fields[name].input.value !== '';
});
typedEarly.forEach(function (name) {
  reformat(fields[name]);
});
if (typedEarly.length > 0) render();
reportHeight();
send({ type: 'ready' });
