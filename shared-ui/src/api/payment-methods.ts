/**
 * The customer's one saved card (/api/payment-methods...): the profile's Payment Card
 * tab and /payment. The full number and CVV never pass through here: they go only to the processor.
 */
import {
  API_PATHS,
  type CardDeleted,
  type DefaultCard,
  type DefaultCardResponse,
  type SaveCardRequest,
} from 'contracts';
import { apiClient, type RequestOptions } from 'shared-ui/state';

/** GET /payment-methods/default: the saved card, or null when there is none. */
export async function getDefaultCard(options: RequestOptions = {}): Promise<DefaultCard | null> {
  const { data } = await apiClient.get<DefaultCardResponse>(API_PATHS.paymentMethodsDefault, {
    signal: options.signal,
  });
  return data.paymentDetails ?? null;
}

/**
 * POST /payment-methods/default {paymentDetails: {paymentMethodId}}: replaces the saved card with one
 * the browser saved at the payment processor (stripe.createPaymentMethod); resolves with what the
 * server kept (processor id, brand, last four digits, expiry).
 */
export async function saveDefaultCard(paymentMethodId: string, options: RequestOptions = {}): Promise<DefaultCard> {
  const body: SaveCardRequest = { paymentDetails: { paymentMethodId } };
  const { data } = await apiClient.post<{ paymentDetails: DefaultCard }>(API_PATHS.paymentMethodsDefault, body, {
    signal: options.signal,
  });
  return data.paymentDetails;
}

/** DELETE /payment-methods/delete: resolves with the message to show ("Card was successfully deleted"). */
export async function deleteCard(options: RequestOptions = {}): Promise<{ message: string }> {
  const { data } = await apiClient.delete<CardDeleted>(API_PATHS.paymentMethodsDelete, {
    signal: options.signal,
  });
  return { message: data.message };
}
