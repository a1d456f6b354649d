import { useState } from 'react';
import { css } from '@emotion/react';
import { Form, Formik } from 'formik';
import { billingSchema } from 'contracts/schemas';
import { formatCents, type CartItemKey, type CartQuote, type ShippingDetails } from 'contracts';
import { Button, ButtonLink, theme, EMPTY_CART_QUOTE, formStyles } from 'shared-ui';
import { type DefaultCard } from 'shared-ui/state';
import { FocusFirstError } from '../../../components/form/focus-first-error';
import { EMPTY_BILLING, type BillingFormValues } from '../billing-values';
import { usePay, type CardChoice } from '../hooks/use-pay';
import { BillingFields } from './billing-fields';
import { CardChoiceField } from './card-choice';
import { CardField, type CardState } from './card-field';
import { PayProblemNotice } from './pay-problem';
import { useAtomValue } from 'jotai';
import { discountCodeAtom } from '../../../state/checkout';

const FORM_ID = 'payment-form';

const styles = {
  note: css({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
};

interface PaymentFormProps {
  /** What "Default" fills in. */
  defaults: BillingFormValues;
  savedCard: DefaultCard | null;
  shipping: ShippingDetails;
  items: readonly CartItemKey[];
  /** The quote shown in the summary: its total is the one paid. Null while it loads. */
  quote: CartQuote | null;
  onPriceChanged: () => void;
}

/**
 * The billing form, the card (the saved one or a new one in the processor's field) and Pay. Rendered
 * inside <Elements>. Pay is disabled while a payment is on its way, while a new card is incomplete and
 * until the processor and the quote are there.
 */
export function PaymentForm({ defaults, savedCard, shipping, items, quote, onPriceChanged }: PaymentFormProps) {
  const [choice, setChoice] = useState<CardChoice>(savedCard ? 'saved-card' : 'new-card');
  const [card, setCard] = useState<CardState>({ complete: false, error: null });
  const { pay, problem, ready } = usePay({
    shipping,
    items,
    quote: quote ?? EMPTY_CART_QUOTE,
    choice,
    savedPaymentMethodId: savedCard?.paymentMethodId ?? null,
    onPriceChanged,
    discountCode: useAtomValue(discountCodeAtom),
  });
  const cardReady = choice === 'saved-card' || card.complete;

  return (
    <Formik<BillingFormValues> initialValues={EMPTY_BILLING} validationSchema={billingSchema} onSubmit={pay}>
      {({ isSubmitting }) => (
        <Form id={FORM_ID} noValidate aria-label="Payment" css={formStyles.stack}>
          <BillingFields defaults={defaults} />
          <fieldset css={[formStyles.fieldset, { marginTop: theme.space.md }]}>
            <legend css={formStyles.legend}>Card</legend>
            {savedCard && <CardChoiceField card={savedCard} value={choice} onChange={setChoice} />}
            {choice === 'new-card' && <CardField error={card.error} onChange={setCard} />}
            <p css={styles.note}>Your card details go straight to our payment processor; we never see or store them.</p>
          </fieldset>
          {problem && <PayProblemNotice problem={problem} />}
          <FocusFirstError formId={FORM_ID} />
          <div css={formStyles.stepActions}>
            <ButtonLink to="/info" variant="secondary">
              Return To Shipping
            </ButtonLink>
            <Button type="submit" size="large" loading={isSubmitting} disabled={!ready || !quote || !cardReady}>
              {quote ? `Pay ${formatCents(quote.totalCents)}` : 'Pay'}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
