import { useAtomValue } from 'jotai';
import { Spinner, useSessionCheck } from 'shared-ui';
import { type SessionUser } from 'shared-ui/state';
import { CheckoutLayout } from '../../../components/checkout-layout/checkout-layout';
import { CheckoutPage } from '../../../components/checkout-page/checkout-page';
import { CheckoutSummary } from '../../../components/checkout-summary/checkout-summary';
import { EmptyBagNotice } from '../../../components/empty-bag-notice/empty-bag-notice';
import { LoginPrompt } from '../../../components/login-prompt/login-prompt';
import { useCheckoutQuote } from '../../../hooks/use-checkout-quote';
import { shippingDetailsAtom } from '../../../state/checkout';
import { ShippingForm } from '../components/shipping-form';
import { useContinueShipping } from '../hooks/use-continue-shipping';
import { useDefaultAddress } from '../../../hooks/use-default-address';
import { shippingInitialValues } from '../shipping-values';

/** The form once the prefill is known (the kept details, the default address or the profile). */
function ShippingStep({ user }: { user: SessionUser }) {
  const kept = useAtomValue(shippingDetailsAtom);
  const address = useDefaultAddress(true);
  const hasDefault = address.status === 'ready' && address.address !== null;
  const { submit, saveError } = useContinueShipping(hasDefault);
  if (address.status === 'loading') return <Spinner label="Loading your address" centered />;
  return (
    <ShippingForm
      initialValues={shippingInitialValues(kept, address.address, user)}
      onSubmit={submit}
      saveError={saveError}
    />
  );
}

/**
 * /info, the shipping step (spec section 2): contact and shipping address on the left, the order
 * summary on the right. "Return To Cart" goes to /cart, "Continue Shipping" to /payment. A guest is
 * asked to log in and nothing is sent.
 */
export function ShippingInfoPage() {
  const session = useSessionCheck();
  const bag = useCheckoutQuote();

  let body;
  if (!session.checked) body = <Spinner label="Checking your session" centered />;
  else if (!session.isLogged || !session.user) body = <LoginPrompt returnTo="/info" />;
  else if (bag.empty) body = <EmptyBagNotice reason="Add something you love before you check out." />;
  else body = <ShippingStep user={session.user} />;

  return (
    <CheckoutPage title="Shipping Info">
      <CheckoutLayout summary={<CheckoutSummary quote={bag.quote} loading={bag.loading} />}>{body}</CheckoutLayout>
    </CheckoutPage>
  );
}
