import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { FormikHelpers } from 'formik';
import { defaultAddressKey, subscribeToNewsletter, addAddress, updateAddress } from 'shared-ui';
import { getApiError, getApiErrorMessage, useQueryClient, useSession, useToast } from 'shared-ui/state';
import { shippingDetailsAtom } from '../../../state/checkout';
import { toAddressInput, toShippingDetails, type ShippingFormValues } from '../shipping-values';

/** The spec's newsletter failure text (section 8). */
export const NEWSLETTER_FAILED = 'Failed to subscribe. Please try again.';

/**
 * "Continue Shipping": saves the address as the default when asked (PUT when there is one, else POST),
 * subscribes the e-mail when asked, keeps the details in memory for /payment and goes there. The saved
 * address the server answers replaces the default address in the query client (shared-ui's key), so
 * /payment's billing defaults and the account's Address tab show it without asking again.
 * A refused save keeps the shopper here with the server's field messages, since she asked for it; a
 * failed subscription is only a toast, as the checkout need not wait for the newsletter.
 */
export function useContinueShipping(hasDefaultAddress: boolean) {
  const navigate = useNavigate();
  const toast = useToast();
  const client = useQueryClient();
  const userId = useSession().user?.id;
  const setShipping = useSetAtom(shippingDetailsAtom);
  const [saveError, setSaveError] = useState<string | null>(null);

  const submit = async (values: ShippingFormValues, helpers: FormikHelpers<ShippingFormValues>) => {
    setSaveError(null);
    const details = toShippingDetails(values);
    if (values.saveInfo) {
      try {
        const input = toAddressInput(details);
        const saved = await (hasDefaultAddress ? updateAddress(input) : addAddress(input));
        client.setQueryData(defaultAddressKey(userId), saved.address);
      } catch (error) {
        console.error('[mf-checkout] save address', getApiErrorMessage(error));
        const fields = getApiError(error)?.fields;
        if (fields) helpers.setErrors(fields);
        setSaveError(getApiErrorMessage(error, 'Your address could not be saved.'));
        return;
      }
    }
    if (values.newsOffers) {
      try {
        await subscribeToNewsletter({ email: details.email, agreement: true });
      } catch (error) {
        console.error('[mf-checkout] newsletter', getApiErrorMessage(error));
        toast.show({ message: NEWSLETTER_FAILED, tone: 'error' });
      }
    }
    setShipping(details);
    navigate('/payment');
  };

  return { submit, saveError };
}
