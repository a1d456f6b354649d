import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { SHOP_EMAIL, SHOP_PHONE, SHOP_PHONE_HREF, formatCents } from 'contracts';
import { ButtonLink } from 'shared-ui';
import { CheckoutPage } from '../../../components/checkout-page/checkout-page';
import { placedOrderAtom, shippingDetailsAtom } from '../../../state/checkout';
import { OutcomeMessage } from '../components/outcome-message';

/**
 * /success: where a confirmed card payment lands. The order number and the receipt's address come
 * from /payment in memory; after a reload they are gone and the page speaks of "your order" instead.
 */
export function SuccessPage() {
  const order = useAtomValue(placedOrderAtom);
  // The order is paid: the shipping details kept for the tab have done their work.
  const forgetShipping = useSetAtom(shippingDetailsAtom);
  useEffect(() => forgetShipping(null), [forgetShipping]);
  return (
    <CheckoutPage title="Payment Successful" align="center">
      <OutcomeMessage actions={<ButtonLink to="/collection">Continue Shopping</ButtonLink>}>
        {order && (
          <p>
            Your order number is <strong data-testid="order-number">{order.orderNumber}</strong>.
          </p>
        )}
        {order?.discount && order.totalCents !== undefined && (
          <p data-testid="order-discount">
            {order.discount.label}: −{formatCents(order.discount.amountCents)}. You paid {formatCents(order.totalCents)}
            .
          </p>
        )}
        <p>
          Thank you for your order. Your receipt has been sent to your e-mail
          {order ? (
            <>
              , <strong>{order.email}</strong>.
            </>
          ) : (
            '.'
          )}
        </p>
        <p>
          Questions about your order? Write to us at <a href={`mailto:${SHOP_EMAIL}`}>{SHOP_EMAIL}</a> or call{' '}
          <a href={SHOP_PHONE_HREF}>{SHOP_PHONE}</a>.
        </p>
      </OutcomeMessage>
    </CheckoutPage>
  );
}
