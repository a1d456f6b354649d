import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import type { CardInput } from 'contracts/schemas';
import {
  Spinner,
  deleteCard,
  getApiError,
  getApiErrorMessage,
  getDefaultCard,
  saveDefaultCard,
  theme,
  type DefaultCard,
} from 'shared-ui';
import { Notice } from '../../../components/notice/notice';
import { CardForm } from '../components/card-form';
import { LoadFailed } from '../components/load-failed';
import { SavedCard } from '../components/saved-card';
import { TabPanel } from '../components/tab-panel';
import { useSavedResource } from '../hooks/use-saved-resource';
import { PROFILE_MESSAGES } from '../profile-tabs';

type TabMessage = { tone: 'success' | 'error'; text: string } | null;

/**
 * Payment Card tab (spec section 2): one saved card at a time, shown masked with "Delete Card";
 * otherwise the "Add a new card" form. The server keeps brand, last four digits and expiry only.
 */
export function PaymentCardTab() {
  const { state, set, reload } = useSavedResource<DefaultCard>(getDefaultCard, 'saved card');
  const [message, setMessage] = useState<TabMessage>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const save = async (values: CardInput, helpers: FormikHelpers<CardInput>) => {
    setFormError(null);
    setMessage(null);
    try {
      set(await saveDefaultCard(values));
      setMessage({ tone: 'success', text: PROFILE_MESSAGES.cardSaved });
    } catch (error) {
      // Never log the values: they hold the card number.
      console.error('[mf-account] save card failed', getApiErrorMessage(error));
      const fields = getApiError(error)?.fields;
      if (fields) helpers.setErrors(fields);
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
        <CardForm onSubmit={save} formError={formError} />
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
