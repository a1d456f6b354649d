import { useState, type FormEvent } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { Button, theme, SecureFrame, useSecureFrame, formStyles, Notice } from 'shared-ui';

interface CardFormProps {
  stripe: Stripe;
  /** Called with the processor's payment-method id once the card is saved there. */
  onSubmit: (paymentMethodId: string) => Promise<void>;
  formError?: string | null;
}

const fieldFrame = {
  padding: `${theme.space.sm} 0`,
};

function CardFields({ onSubmit, formError }: Omit<CardFormProps, 'stripe'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The processor's frame takes a moment: its place says so instead of staying a blank box.
  const frame = useSecureFrame();

  // The card frame shows its own field messages; this form only reports what the processor answers.
  const onChange = (event: StripeCardElementChangeEvent) => {
    setComplete(event.complete);
    setCardError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    // The spec: saving needs every card field filled and valid, otherwise nothing happens.
    if (!stripe || !card || !complete || saving) return;
    setSaving(true);
    try {
      // The number and CVV go from the card frame to the processor only; we receive its pm_ id.
      const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
      if (error || !paymentMethod) {
        setCardError(error?.message ?? 'Your card could not be saved. Please try again.');
        return;
      }
      await onSubmit(paymentMethod.id);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate aria-label="Add a new card" onSubmit={submit} css={[formStyles.stack, { maxWidth: '28rem' }]}>
      <div css={fieldFrame}>
        <SecureFrame status={frame.status} onRetry={frame.retry}>
          <CardElement
            key={frame.attempt}
            options={{ hidePostalCode: true }}
            onChange={onChange}
            onReady={frame.onReady}
          />
        </SecureFrame>
      </div>
      {cardError && (
        <p role="alert" css={{ margin: 0, color: theme.colors.error, fontSize: theme.fontSizes.sm }}>
          {cardError}
        </p>
      )}
      {formError && <Notice tone="error">{formError}</Notice>}
      <div css={formStyles.actions}>
        <Button type="submit" loading={saving} disabled={!complete}>
          Save Card
        </Button>
      </div>
    </form>
  );
}

/**
 * "Add a new card": the processor's card element (an iframe from its own origin, so the number and
 * CVV never touch this page's code or our API), then the processor's payment-method id goes to our
 * API, which keeps it with the brand, last four digits and expiry.
 */
export function CardForm({ stripe, ...props }: CardFormProps) {
  return (
    <Elements stripe={stripe}>
      <CardFields {...props} />
    </Elements>
  );
}
