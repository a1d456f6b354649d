import { CheckoutPage } from '../../../components/checkout-page/checkout-page';

/** /cart: heading only for now; the step's content is a later issue. */
export function CartPage() {
  return <CheckoutPage title="Shopping Bag" />;
}
