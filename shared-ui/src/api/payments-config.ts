/** How the browser reaches the card processor (GET /api/payments/config): Stripe, the local test processor or none. */
import { API_PATHS, type PaymentsConfig } from 'contracts';
import { apiClient, type RequestOptions } from 'shared-ui/state';

/** GET /payments/config. Public: a guest may ask. */
export async function getPaymentsConfig(options: RequestOptions = {}): Promise<PaymentsConfig> {
  const { data } = await apiClient.get<PaymentsConfig>(API_PATHS.paymentsConfig, { signal: options.signal });
  return data;
}
