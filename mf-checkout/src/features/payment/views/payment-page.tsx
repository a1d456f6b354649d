import { Navigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { Elements } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Button, Spinner, theme, Notice, useCardProcessor, useSessionCheck } from 'shared-ui';
import { type SessionUser } from 'shared-ui/state';
import type { ShippingDetails } from 'contracts';
import { CheckoutLayout } from '../../../components/checkout-layout/checkout-layout';
import { CheckoutPage } from '../../../components/checkout-page/checkout-page';
import { CheckoutSummary } from '../../../components/checkout-summary/checkout-summary';
import { EmptyBagNotice } from '../../../components/empty-bag-notice/empty-bag-notice';
import { LoginPrompt } from '../../../components/login-prompt/login-prompt';
import { useCheckoutQuote } from '../../../hooks/use-checkout-quote';
import { useDefaultAddress } from '../../../hooks/use-default-address';
import { shippingDetailsAtom } from '../../../state/checkout';
import { billingDefaults } from '../billing-values';
import { PaymentForm } from '../components/payment-form';
import { useSavedCard } from '../hooks/use-saved-card';

/** The step for a logged-in shopper with a bag and shipping details. */
function PaymentStep({
  user,
  shipping,
  bag,
}: {
  user: SessionUser;
  shipping: ShippingDetails;
  bag: ReturnType<typeof useCheckoutQuote>;
}) {
  // The card processor's browser object, loaded once per page (it adds a script, so in an effect).
  const processor = useCardProcessor(loadStripe);
  const savedCard = useSavedCard();
  const address = useDefaultAddress(true);

  const { state } = processor;
  if (state.status === 'disabled')
    return (
      <Notice tone="warning">
        <p>Payments are unavailable at the moment. Your bag is saved; please try again later.</p>
      </Notice>
    );
  if (state.status === 'failed')
    return (
      <Notice tone="error">
        <p>We could not load the secure card form. Please try again.</p>
        <p>
          <Button variant="secondary" size="small" onClick={processor.retry} css={{ marginTop: theme.space.xs }}>
            Try Again
          </Button>
        </p>
      </Notice>
    );
  if (state.status === 'loading' || savedCard.status === 'loading' || address.status === 'loading')
    return <Spinner label="Loading the payment form" centered />;

  return (
    <Elements stripe={state.stripe}>
      <PaymentForm
        defaults={billingDefaults(user, address.address)}
        savedCard={savedCard.card}
        shipping={shipping}
        items={bag.items}
        quote={bag.quote}
        onPriceChanged={bag.refresh}
      />
    </Elements>
  );
}

/**
 * /payment (spec sections 2, 4 and 5): the billing form, the card, the order summary and Pay. Needs a
 * login (a guest is asked to log in) and the shipping details of /info, kept for the tab: a reload (or
 * Retry from /failed after one) stays here; without them the shopper goes to /info.
 */
export function PaymentPage() {
  const session = useSessionCheck();
  const shipping = useAtomValue(shippingDetailsAtom);
  const bag = useCheckoutQuote();

  let body;
  if (!session.checked) body = <Spinner label="Checking your session" centered />;
  else if (!session.isLogged || !session.user) body = <LoginPrompt returnTo="/payment" />;
  else if (!shipping) return <Navigate to="/info" replace />;
  else if (bag.empty) body = <EmptyBagNotice reason="There is nothing to pay for." />;
  else body = <PaymentStep user={session.user} shipping={shipping} bag={bag} />;

  return (
    <CheckoutPage title="Payment">
      <CheckoutLayout summary={<CheckoutSummary quote={bag.quote} loading={bag.loading} />}>{body}</CheckoutLayout>
    </CheckoutPage>
  );
}
