import { ButtonLink } from 'shared-ui';
import { CheckoutPage } from '../../../components/checkout-page/checkout-page';
import { OutcomeMessage } from '../components/outcome-message';

/** /failed: where a declined card or any payment error lands (spec, sections 2 and 8). */
export function FailedPage() {
  return (
    <CheckoutPage title="Sorry, Payment failed" documentTitle="Payment Failed" align="center">
      <OutcomeMessage
        actions={
          <>
            <ButtonLink to="/payment">Retry</ButtonLink>
            <ButtonLink to="/cart" variant="secondary">
              Back to My Orders
            </ButtonLink>
          </>
        }
      >
        {/* The spec quotes this line with its punctuation and capitals; it is kept as written. */}
        <p>Unfortunately. your order Cannot Be Completed.</p>
        <p>Please check that your billing address matches the address of your card, or try another payment method.</p>
      </OutcomeMessage>
    </CheckoutPage>
  );
}
