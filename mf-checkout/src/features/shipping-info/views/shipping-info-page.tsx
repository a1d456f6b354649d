import { CheckoutPage } from '../../../components/checkout-page/checkout-page';

/** /info: heading only for now; the step's content is a later issue. */
export function ShippingInfoPage() {
  return <CheckoutPage title="Shipping Info" />;
}
