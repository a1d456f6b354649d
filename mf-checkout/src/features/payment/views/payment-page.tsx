import { CheckoutPage } from '../../../components/checkout-page/checkout-page';

/** /payment: heading only for now; the step's content is a later issue. */
export function PaymentPage() {
  return <CheckoutPage title="Payment" />;
}
