/**
 * The customer's one saved card (api/README.md "Accounts", /api/payment-methods...): the profile's Payment Card
 * tab. The full number and CVV are only ever sent, never received or stored on the page.
 */
import { API_PATHS, type CardDeleted, type DefaultCard, type DefaultCardResponse } from 'contracts';
import type { CardInput } from 'contracts/schemas';
import { apiClient, type RequestOptions } from './client';

/** GET /payment-methods/default: the saved card, or null when there is none. */
export async function getDefaultCard(options: RequestOptions = {}): Promise<DefaultCard | null> {
  const { data } = await apiClient.get<DefaultCardResponse>(API_PATHS.paymentMethodsDefault, {
    signal: options.signal,
  });
  return data.paymentDetails ?? null;
}

/**
 * POST /payment-methods/default {paymentDetails, default: true}: replaces the saved card; resolves
 * with what the server kept (brand, last four digits, expiry). Invalid data rejects with 400 and
 * cardSchema's messages.
 */
export async function saveDefaultCard(card: CardInput, options: RequestOptions = {}): Promise<DefaultCard> {
  const { cardNumber, cardExpiryDate, cardCVV } = card;
  const { data } = await apiClient.post<{ paymentDetails: DefaultCard }>(
    API_PATHS.paymentMethodsDefault,
    { paymentDetails: { cardNumber, cardExpiryDate, cardCVV }, default: true },
    { signal: options.signal },
  );
  return data.paymentDetails;
}

/** DELETE /payment-methods/delete: resolves with the message to show ("Card was successfully deleted"). */
export async function deleteCard(options: RequestOptions = {}): Promise<{ message: string }> {
  const { data } = await apiClient.delete<CardDeleted>(API_PATHS.paymentMethodsDelete, {
    signal: options.signal,
  });
  return { message: data.message };
}
