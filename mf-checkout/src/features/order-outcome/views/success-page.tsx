import { SHOP_EMAIL, SHOP_PHONE, SHOP_PHONE_HREF } from 'contracts';
import { ButtonLink } from 'shared-ui';
import { CheckoutPage } from '../../../components/checkout-page/checkout-page';
import { OutcomeMessage } from '../components/outcome-message';

/** /success: where a confirmed card payment lands. */
export function SuccessPage() {
  return (
    <CheckoutPage title="Payment Successful" align="center">
      <OutcomeMessage actions={<ButtonLink to="/collection">Continue Shopping</ButtonLink>}>
        <p>Thank you for your order. Your receipt has been sent to your e-mail.</p>
        <p>
          Questions about your order? Write to us at <a href={`mailto:${SHOP_EMAIL}`}>{SHOP_EMAIL}</a> or call{' '}
          <a href={SHOP_PHONE_HREF}>{SHOP_PHONE}</a>.
        </p>
      </OutcomeMessage>
    </CheckoutPage>
  );
}
