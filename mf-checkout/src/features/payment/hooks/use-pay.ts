import { useState } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { FormikHelpers } from 'formik';
import { useElements, useStripe } from '@stripe/react-stripe-js';
import type {
  CartItemKey,
  CartQuote,
  PurchaseRequest,
  PurchaseResponse,
  ShippingDetails,
  StockShortError,
} from 'contracts';
import { ORDERS_QUERY_KEY, getPurchaseConflict, purchase } from 'shared-ui';
import { getApiError, getApiErrorMessage, getApiErrorStatus, useBag, useQueryClient } from 'shared-ui/state';
import { discountCodeAtom, newIdempotencyKey, placedOrderAtom, purchaseAttemptAtom } from '../../../state/checkout';
import { toBillingAddress, type BillingFormValues } from '../billing-values';

/** Why the purchase stopped before the card was charged, shown above the Pay button. */
export type PayProblem =
  | { kind: 'price-changed'; quote: CartQuote }
  | { kind: 'stock-short'; lines: StockShortError['lines'] }
  | { kind: 'discount-code'; message: string }
  | { kind: 'shipping'; message: string }
  | { kind: 'message'; message: string };

export type CardChoice = 'new-card' | 'saved-card';

interface PayInput {
  shipping: ShippingDetails;
  /** The bag as it is bought: these keys are cleared from the bag after the payment. */
  items: readonly CartItemKey[];
  quote: CartQuote;
  choice: CardChoice;
  /** The saved card's processor id, when paying with it. */
  savedPaymentMethodId: string | null;
  /** Called when the server's total differs from the one shown: the summary asks for the new quote. */
  onPriceChanged: () => void;
  /** The bag's discount code (the server checks it again and takes one of its uses), or null. */
  discountCode?: string | null;
}

const BILLING_FIELD = 'paymentDetails.billingAddress.';

/**
 * The Pay button (spec section 4, Payment): POST /purchase (Idempotency-Key kept for this purchase), then
 * stripe.confirmCardPayment with the client secret. Any error goes to /failed; `succeeded` clears the
 * ordered lines from the bag and goes to /success; any other status leaves the shopper here (the
 * button is active again). 409s (price changed, short stock) and refused fields are shown here instead,
 * as the shopper can put them right.
 */
export function usePay(input: PayInput) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const { remove } = useBag();
  const client = useQueryClient();
  const [attempt, setAttempt] = useAtom(purchaseAttemptAtom);
  const setPlacedOrder = useSetAtom(placedOrderAtom);
  const setDiscountCode = useSetAtom(discountCodeAtom);
  const [problem, setProblem] = useState<PayProblem | null>(null);

  const failed = (reason: unknown) => {
    // The message only: an error of the processor may carry the payment intent with its client secret.
    console.error('[mf-checkout] payment failed', reason instanceof Error ? reason.message : 'declined');
    navigate('/failed');
  };

  const startPurchase = async (request: PurchaseRequest, helpers: FormikHelpers<BillingFormValues>) => {
    // The same bag and the same request (total, addresses, card choice): the same key, so the server answers
    // the same order. Anything else gets a new key: the server refuses a key reused with another body (422).
    const fingerprint = JSON.stringify([input.items, input.choice, request]);
    const idempotencyKey = attempt?.fingerprint === fingerprint ? attempt.idempotencyKey : newIdempotencyKey();
    setAttempt({ idempotencyKey, fingerprint });
    try {
      return await purchase(request, { idempotencyKey });
    } catch (error) {
      const conflict = getPurchaseConflict(error);
      const status = getApiErrorStatus(error);
      const fields = getApiError(error)?.fields;
      if (conflict?.reason === 'price-changed') {
        setProblem({ kind: 'price-changed', quote: conflict.quote });
        input.onPriceChanged();
      } else if (conflict?.reason === 'stock-short') {
        setProblem({ kind: 'stock-short', lines: conflict.lines });
      } else if (conflict?.reason === 'discount-code') {
        // Used up (or expired) since the bag showed it: told before anything is charged; the summary asks again.
        setProblem({ kind: 'discount-code', message: conflict.error });
        input.onPriceChanged();
      } else if (status === 400 && fields) {
        const billing = Object.entries(fields).filter(([key]) => key.startsWith(BILLING_FIELD));
        helpers.setErrors(Object.fromEntries(billing.map(([key, text]) => [key.slice(BILLING_FIELD.length), text])));
        const shipping = Object.keys(fields).some((key) => key.startsWith('shippingDetails.'));
        setProblem(shipping ? { kind: 'shipping', message: getApiErrorMessage(error) } : null);
      } else if (status === 400 || status === 401 || status === 503) {
        // The bag is empty, the session ended, or payments are off: words, not the failure page.
        setProblem({ kind: 'message', message: getApiErrorMessage(error) });
      } else {
        failed(error);
      }
      return null;
    }
  };

  const confirm = async (answer: PurchaseResponse, values: BillingFormValues) => {
    if (!stripe || !elements) return null;
    if (input.choice === 'saved-card') {
      const paymentMethod = answer.savedPaymentMethodId ?? input.savedPaymentMethodId;
      if (!paymentMethod) throw new Error('No saved card to pay with');
      return stripe.confirmCardPayment(answer.clientSecret, { payment_method: paymentMethod });
    }
    // By type name rather than by the CardElement component: Stripe.js takes both, the local test
    // processor's script only the name.
    const card = elements.getElement('card');
    if (!card) throw new Error('The card field is not on the page');
    return stripe.confirmCardPayment(answer.clientSecret, {
      payment_method: { card, billing_details: { name: values.name.trim(), email: values.email.trim() } },
    });
  };

  const pay = async (values: BillingFormValues, helpers: FormikHelpers<BillingFormValues>) => {
    if (!stripe || !elements) return;
    setProblem(null);
    const billingAddress = toBillingAddress(values);
    const request: PurchaseRequest = {
      name: billingAddress.name,
      email: billingAddress.email,
      currency: 'usd',
      shippingDetails: input.shipping,
      paymentDetails: {
        method: input.choice === 'saved-card' ? 'saved-card' : 'card',
        currency: 'usd',
        billingAddress,
      },
      totalPrice: input.quote.totalCents / 100,
      products: [...input.items],
      ...(input.discountCode ? { discountCode: input.discountCode } : {}),
    };
    const answer = await startPurchase(request, helpers);
    if (!answer) return;
    try {
      const result = await confirm(answer, values);
      if (!result) return;
      if (result.error) return failed(result.error);
      if (result.paymentIntent.status !== 'succeeded') return; // spec: any other status, nothing happens
      // The server also removes these lines when the processor's webhook arrives; the page need not wait.
      input.items.forEach((key) => remove(key));
      setAttempt(null);
      setDiscountCode(null);
      setPlacedOrder({
        orderNumber: answer.orderNumber,
        email: billingAddress.email,
        discount: input.quote.discount ?? null,
        totalCents: input.quote.totalCents,
      });
      navigate('/success');
    } catch (error) {
      failed(error);
    } finally {
      // The purchase created an order (paid, declined or still pending): the account's Orders tab lists it
      // without a reload (shared-ui's ORDERS_QUERY_KEY, the contract between the two teams).
      void client.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    }
  };

  return { pay, problem, ready: stripe !== null && elements !== null };
}
