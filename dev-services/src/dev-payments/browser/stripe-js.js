// Vesna test payments, not a real bank: a Stripe.js-compatible script served by the local test
// processor at /v3/stripe.js. The shop loads it with a <script> tag before calling loadStripe from
// @stripe/stripe-js/pure, which then finds window.Stripe. It implements what @stripe/react-stripe-js and
// the shop use: elements() with a card element (an iframe of the processor's card page),
// createPaymentMethod, confirmCardPayment (with the 3-D Secure challenge in a modal dialog),
// retrievePaymentIntent and handleCardAction. The card number is typed in the iframe and never enters
// this page.
(function () {
  'use strict';

  var SOURCE = 'vesna-test-payments';
  // Where this script came from is where the processor is (its API, card frame and challenge pages).
  var PROCESSOR_ORIGIN = (function () {
    try {
      return new URL(document.currentScript.src).origin;
    } catch {
      return '__VESNA_PROCESSOR_ORIGIN__';
    }
  })();
  var nextId = 1;

  function uniqueId(prefix) {
    nextId += 1;
    return prefix + '-' + Date.now().toString(36) + '-' + nextId;
  }

  function isFromProcessor(event, frame) {
    return (
      event.origin === PROCESSOR_ORIGIN &&
      frame &&
      event.source === frame.contentWindow &&
      event.data &&
      event.data.source === SOURCE
    );
  }

  function connectionError() {
    return { type: 'api_connection_error', message: 'Could not reach Vesna test payments.' };
  }

  /** Calls the processor with the publishable key as a `key` field, as Stripe.js does (no preflight). */
  function callProcessor(method, path, params, publishableKey) {
    var query = new URLSearchParams(params);
    query.set('key', publishableKey);
    var request =
      method === 'GET'
        ? fetch(PROCESSOR_ORIGIN + path + '?' + query.toString())
        : fetch(PROCESSOR_ORIGIN + path, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: query.toString(),
          });
    return request
      .then(function (response) {
        return response.json();
      })
      .catch(function () {
        return { error: connectionError() };
      });
  }

  function intentIdOf(clientSecret) {
    var match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(String(clientSecret || ''));
    return match ? match[1] : null;
  }

  function invalidClientSecret(method) {
    return Promise.resolve({
      error: {
        type: 'invalid_request_error',
        code: 'invalid_client_secret',
        message:
          'Invalid value for ' +
          method +
          ': clientSecret should be a client secret of the form ${id}_secret_${secret}.',
      },
    });
  }

  // --- The card element --------------------------------------------------------------------------

  /** A tiny event emitter with Stripe's on/off/once. */
  function Emitter() {
    this.handlers = {};
  }
  Emitter.prototype.on = function (event, handler) {
    (this.handlers[event] = this.handlers[event] || []).push(handler);
    return this;
  };
  Emitter.prototype.off = function (event, handler) {
    var list = this.handlers[event] || [];
    this.handlers[event] = handler
      ? list.filter(function (h) {
          return h !== handler && h.original !== handler;
        })
      : [];
    return this;
  };
  Emitter.prototype.once = function (event, handler) {
    var wrapper = (payload) => {
      this.off(event, wrapper);
      handler(payload);
    };
    wrapper.original = handler;
    return this.on(event, wrapper);
  };
  Emitter.prototype.emit = function (event, payload) {
    (this.handlers[event] || []).slice().forEach(function (handler) {
      handler(payload);
    });
  };

  function CardElement(elements, options) {
    Emitter.call(this);
    this.elements = elements;
    this.options = options || {};
    this.frameId = uniqueId('card');
    this.iframe = null;
    this.ready = false;
    this.queue = [];
    this.pending = {};
    this.destroyed = false;
    this.onMessage = this.onMessage.bind(this);
  }
  CardElement.prototype = Object.create(Emitter.prototype);

  CardElement.prototype.mount = function (target) {
    if (this.destroyed) throw new Error('This Element has already been destroyed. Please create a new one.');
    var node = typeof target === 'string' ? document.querySelector(target) : target;
    if (!node || !node.appendChild)
      throw new Error('The selector you specified (' + target + ') applies to no DOM elements.');
    if (this.iframe) this.unmount();
    var params = new URLSearchParams({
      frame: this.frameId,
      key: this.elements.publishableKey,
      parent: window.location.origin,
      options: JSON.stringify(safeOptions(this.options)),
    });
    var iframe = document.createElement('iframe');
    iframe.src = PROCESSOR_ORIGIN + '/v3/elements/card?' + params.toString();
    iframe.title = 'Secure card payment input frame';
    iframe.setAttribute('frameborder', '0');
    iframe.setAttribute('scrolling', 'no');
    iframe.setAttribute('allowtransparency', 'true');
    // A first guess at the height until the frame reports its own (fields, error line, notice).
    iframe.style.cssText =
      'border:0;width:100%;min-width:100%;display:block;overflow:hidden;height:193px;background:transparent;';
    this.iframe = iframe;
    this.ready = false;
    window.addEventListener('message', this.onMessage);
    node.appendChild(iframe);
  };

  CardElement.prototype.unmount = function () {
    window.removeEventListener('message', this.onMessage);
    if (this.iframe && this.iframe.parentNode) this.iframe.parentNode.removeChild(this.iframe);
    this.iframe = null;
    this.ready = false;
  };

  CardElement.prototype.destroy = function () {
    this.unmount();
    this.destroyed = true;
    this.elements.forget(this);
  };

  CardElement.prototype.update = function (options) {
    this.options = Object.assign({}, this.options, options || {});
    this.post({ type: 'update', options: safeOptions(this.options) });
  };
  CardElement.prototype.focus = function () {
    if (this.iframe) this.iframe.focus();
    this.post({ type: 'focus' });
  };
  CardElement.prototype.blur = function () {
    this.post({ type: 'blur' });
  };
  CardElement.prototype.clear = function () {
    this.post({ type: 'clear' });
  };

  /** Messages wait until the frame said it is ready. */
  CardElement.prototype.post = function (message) {
    message.source = SOURCE;
    message.frameId = this.frameId;
    if (this.ready && this.iframe) this.iframe.contentWindow.postMessage(message, PROCESSOR_ORIGIN);
    else this.queue.push(message);
  };

  CardElement.prototype.onMessage = function (event) {
    if (!isFromProcessor(event, this.iframe) || event.data.frameId !== this.frameId) return;
    var data = event.data;
    if (data.type === 'ready') {
      this.ready = true;
      var queued = this.queue;
      this.queue = [];
      queued.forEach(this.post, this);
      this.emit('ready', { elementType: 'card' });
    } else if (data.type === 'resize' && typeof data.height === 'number') {
      this.iframe.style.height = Math.max(0, Math.ceil(data.height)) + 'px';
    } else if (data.type === 'change') {
      this.emit('change', data.event);
    } else if (data.type === 'focus' || data.type === 'blur') {
      this.emit(data.type, { elementType: 'card' });
    } else if (data.type === 'result' && this.pending[data.requestId]) {
      this.pending[data.requestId](data.result);
      delete this.pending[data.requestId];
    }
  };

  /** Asks the frame to send the card to the processor; resolves { paymentMethod } or { error }. */
  CardElement.prototype.requestPaymentMethod = function (billingDetails) {
    if (!this.iframe) {
      return Promise.resolve({
        error: { type: 'integration_error', message: 'The card element is not mounted.' },
      });
    }
    var requestId = uniqueId('request');
    return new Promise((resolve) => {
      this.pending[requestId] = resolve;
      this.post({ type: 'create-payment-method', requestId: requestId, billingDetails: plain(billingDetails) });
    });
  };

  /** Only data that can cross postMessage: drop functions and elements the shop may have passed. */
  function plain(value) {
    try {
      return JSON.parse(JSON.stringify(value || {}));
    } catch {
      return {};
    }
  }

  function safeOptions(options) {
    return plain({ style: options.style, disabled: options.disabled });
  }

  function Elements(publishableKey) {
    this.publishableKey = publishableKey;
    this.card = null;
  }
  Elements.prototype.create = function (type, options) {
    if (type !== 'card') {
      throw new Error('Vesna test payments support only the card element, not "' + type + '".');
    }
    if (this.card) throw new Error('Can only create one Element of type card.');
    this.card = new CardElement(this, options);
    return this.card;
  };
  // Like Stripe.js: by name ('card') or by @stripe/react-stripe-js's component, which carries its
  // element type as `__elementType`.
  Elements.prototype.getElement = function (type) {
    var name = (type && typeof type === 'object') || typeof type === 'function' ? type.__elementType : type;
    return name === 'card' ? this.card : null;
  };
  Elements.prototype.forget = function (element) {
    if (this.card === element) this.card = null;
  };
  // Elements-level options (fonts, locale, appearance) do not apply to the test frame.
  Elements.prototype.update = function () {};
  Elements.prototype.fetchUpdates = function () {
    return Promise.resolve({});
  };

  // --- The 3-D Secure challenge --------------------------------------------------------------------

  /** Shows the processor's challenge page in a modal dialog; resolves when the shopper has chosen. */
  function runChallenge(url) {
    return new Promise(function (resolve) {
      var previousFocus = document.activeElement;
      var overlay = document.createElement('div');
      overlay.style.cssText =
        // Anchored to the top, not centred: when the frame reports its height only the dialog's bottom edge
        // moves, so the buttons never shift under a pointer (or a test's click) while the page settles.
        'position:fixed;inset:0;z-index:2147483000;background:rgba(20,20,20,0.55);display:flex;align-items:flex-start;justify-content:center;padding:10vh 16px 16px;overflow:auto;';
      var dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-label', 'Card authentication (Vesna test payments, not a real bank)');
      dialog.style.cssText = 'width:100%;max-width:460px;background:#f4f1ec;box-shadow:0 12px 40px rgba(0,0,0,0.35);';
      var frame = document.createElement('iframe');
      frame.src = url + (url.indexOf('?') === -1 ? '?' : '&') + 'embedded=1';
      frame.title = 'Card authentication challenge';
      frame.style.cssText = 'display:block;width:100%;height:360px;border:0;';
      dialog.appendChild(frame);
      overlay.appendChild(dialog);

      // Everything behind the dialog is inert: keyboard and screen reader stay in the challenge.
      var madeInert = [];
      Array.prototype.forEach.call(document.body.children, function (child) {
        if (!child.inert) {
          child.inert = true;
          madeInert.push(child);
        }
      });
      document.body.appendChild(overlay);
      frame.addEventListener('load', function () {
        frame.focus();
        frame.contentWindow.postMessage({ source: SOURCE, type: 'focus' }, PROCESSOR_ORIGIN);
      });

      function onMessage(event) {
        if (!isFromProcessor(event, frame)) return;
        if (event.data.type === 'resize' && typeof event.data.height === 'number') {
          frame.style.height = Math.min(Math.ceil(event.data.height), window.innerHeight - 32) + 'px';
          return;
        }
        if (event.data.type !== 'challenge-finished') return;
        window.removeEventListener('message', onMessage);
        overlay.parentNode.removeChild(overlay);
        madeInert.forEach(function (child) {
          child.inert = false;
        });
        if (previousFocus && previousFocus.focus) previousFocus.focus();
        resolve();
      }
      window.addEventListener('message', onMessage);
    });
  }

  // --- Stripe(publishableKey) ------------------------------------------------------------------------

  function createClient(publishableKey) {
    function retrieve(clientSecret) {
      return callProcessor(
        'GET',
        '/v1/payment_intents/' + intentIdOf(clientSecret),
        { client_secret: clientSecret },
        publishableKey,
      );
    }

    /** After a confirmation: runs the challenge when asked, then answers as Stripe.js does. */
    function settle(clientSecret, intent, handleActions) {
      if (intent.error) return Promise.resolve({ error: intent.error });
      var action = intent.next_action;
      if (
        intent.status === 'requires_action' &&
        action &&
        action.type === 'redirect_to_url' &&
        handleActions !== false
      ) {
        return runChallenge(action.redirect_to_url.url)
          .then(function () {
            return retrieve(clientSecret);
          })
          .then(function (after) {
            if (after.error) return { error: after.error };
            if (after.status === 'requires_payment_method' && after.last_payment_error) {
              return { error: Object.assign({}, after.last_payment_error, { payment_intent: after }) };
            }
            return { paymentIntent: after };
          });
      }
      return Promise.resolve({ paymentIntent: intent });
    }

    /** `{ card: element, billing_details }` → a new payment method's id; a string is an id already. */
    function paymentMethodId(paymentMethod) {
      if (typeof paymentMethod === 'string') return Promise.resolve({ id: paymentMethod });
      if (!paymentMethod) return Promise.resolve({ id: null });
      if (!(paymentMethod.card instanceof CardElement)) {
        return Promise.resolve({
          error: {
            type: 'integration_error',
            message: 'payment_method.card must be a card element created by elements().',
          },
        });
      }
      return paymentMethod.card.requestPaymentMethod(paymentMethod.billing_details).then(function (result) {
        return result.error ? { error: result.error } : { id: result.paymentMethod.id };
      });
    }

    var stripe = {
      elements: function () {
        return new Elements(publishableKey);
      },

      createPaymentMethod: function (params) {
        if (!params || params.type !== 'card' || !(params.card instanceof CardElement)) {
          return Promise.resolve({
            error: {
              type: 'integration_error',
              message: "createPaymentMethod needs { type: 'card', card: cardElement }.",
            },
          });
        }
        return params.card.requestPaymentMethod(params.billing_details);
      },

      confirmCardPayment: function (clientSecret, data, options) {
        var intentId = intentIdOf(clientSecret);
        if (!intentId) return invalidClientSecret('confirmCardPayment');
        data = data || {};
        return paymentMethodId(data.payment_method).then(function (method) {
          if (method.error) return { error: method.error };
          var params = { client_secret: clientSecret };
          if (method.id) params.payment_method = method.id;
          if (typeof data.return_url === 'string') params.return_url = data.return_url;
          return callProcessor('POST', '/v1/payment_intents/' + intentId + '/confirm', params, publishableKey).then(
            function (intent) {
              return settle(clientSecret, intent, options && options.handleActions);
            },
          );
        });
      },

      handleCardAction: function (clientSecret) {
        if (!intentIdOf(clientSecret)) return invalidClientSecret('handleCardAction');
        return retrieve(clientSecret).then(function (intent) {
          return settle(clientSecret, intent, true);
        });
      },

      retrievePaymentIntent: function (clientSecret) {
        if (!intentIdOf(clientSecret)) return invalidClientSecret('retrievePaymentIntent');
        return retrieve(clientSecret).then(function (intent) {
          return intent.error ? { error: intent.error } : { paymentIntent: intent };
        });
      },

      createToken: function () {
        return Promise.resolve({
          error: {
            type: 'invalid_request_error',
            message: 'Vesna test payments do not issue tokens; use createPaymentMethod.',
          },
        });
      },

      // Called by @stripe/stripe-js and @stripe/react-stripe-js; nothing to record here.
      _registerWrapper: function () {},
      registerAppInfo: function () {},
    };
    return stripe;
  }

  /** window.Stripe(publishableKey): called without `new` by loadStripe. */
  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !/^pk_/.test(publishableKey)) {
      throw new Error('Stripe(): expected a publishable key (pk_...), got ' + typeof publishableKey + '.');
    }
    return createClient(publishableKey);
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
