import { useState } from 'react';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Spinner, theme, deleteCard, saveDefaultCard, Notice, useCardProcessor } from 'shared-ui';
import { getApiErrorMessage } from 'shared-ui/state';
import { CardForm } from '../components/card-form';
import { LoadFailed } from '../components/load-failed';
import { SavedCard } from '../components/saved-card';
import { TabPanel } from '../components/tab-panel';
import { useSavedResource } from '../hooks/use-saved-resource';
import { savedCardQuery } from '../saved-queries';
import { PROFILE_MESSAGES } from '../profile-tabs';

type TabMessage = { tone: 'success' | 'error'; text: string } | null;

/**
 * Payment Card tab (spec section 2): one saved card at a time, shown masked with "Delete Card";
 * otherwise the "Add a new card" form. The card is saved at the payment processor; the server keeps
 * its payment-method id with the brand, last four digits and expiry, never the number or CVV.
 */
export function PaymentCardTab() {
  const { state, set, reload } = useSavedResource(savedCardQuery);
  const [message, setMessage] = useState<TabMessage>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  // Stripe.js (or the local test processor's stand-in), loaded when the form first shows rather than with
  // the remote: the script is only needed where a card is typed.
  const { state: processor } = useCardProcessor(loadStripe);

  const save = async (paymentMethodId: string) => {
    setFormError(null);
    setMessage(null);
    try {
      // What the server kept is the saved card: this tab and /payment show it without asking again.
      set(await saveDefaultCard(paymentMethodId));
      setMessage({ tone: 'success', text: PROFILE_MESSAGES.cardSaved });
    } catch (error) {
      console.error('[mf-account] save card failed', getApiErrorMessage(error));
      setFormError(getApiErrorMessage(error));
    }
  };

  const remove = async () => {
    setDeleting(true);
    setMessage(null);
    try {
      const { message: text } = await deleteCard();
      set(null);
      setMessage({ tone: 'success', text: text || PROFILE_MESSAGES.cardDeleted });
    } catch (error) {
      console.error('[mf-account] delete card', error);
      setMessage({ tone: 'error', text: getApiErrorMessage(error) });
    } finally {
      setDeleting(false);
    }
  };

  let body;
  if (state.status === 'loading') body = <Spinner label="Loading your card" centered />;
  else if (state.status === 'failed') body = <LoadFailed what="card" onRetry={reload} />;
  else if (state.value) body = <SavedCard card={state.value} onDelete={remove} deleting={deleting} />;
  else
    body = (
      <div>
        <h3
          css={{
            fontFamily: theme.fonts.display,
            fontWeight: theme.fontWeights.medium,
            fontSize: theme.fontSizes.lg,
            marginBottom: theme.space.md,
          }}
        >
          Add a new card
        </h3>
        {processor.status === 'loading' && <Spinner label="Loading the card form" centered />}
        {(processor.status === 'disabled' || processor.status === 'failed') && (
          <Notice tone="error">
            {processor.status === 'disabled'
              ? 'Cards cannot be saved right now: the shop is not taking card payments.'
              : 'The card form could not be loaded. Please check your connection and reload the page.'}
          </Notice>
        )}
        {processor.status === 'ready' && <CardForm stripe={processor.stripe} onSubmit={save} formError={formError} />}
      </div>
    );

  return (
    <TabPanel
      title="Payment Card"
      intro="Save one card for a faster checkout. We keep only its brand, last four digits and expiry."
    >
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      {body}
    </TabPanel>
  );
}
