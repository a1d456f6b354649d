import { useCallback, useState } from 'react';
import type { Color, Size } from 'contracts';
import type { BackInStockResponse } from 'contracts/schemas';
import { apiClient, getApiError } from 'shared-ui/state';

/** The API's path, written here rather than imported: contracts/schemas (yup) must not load with the page. */
export const requestPath = (productId: string) => `/products/${encodeURIComponent(productId)}/back-in-stock`;

export interface BackInStockRequest {
  productId: string;
  color: Color;
  size: Size;
  /** A guest's address; a logged-in customer's comes from her session. */
  email?: string;
}

/** POST /products/:id/back-in-stock: the sentence saying whom the shop will tell, and when. */
export async function requestBackInStock({ productId, ...body }: BackInStockRequest): Promise<BackInStockResponse> {
  const { data } = await apiClient.post<BackInStockResponse>(requestPath(productId), body);
  return data;
}

export type BackInStockState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string; fields?: Record<string, string> };

/** One request at a time, its answer kept for the view (a mutation: nothing to cache or share). */
export function useRequestBackInStock() {
  const [state, setState] = useState<BackInStockState>({ status: 'idle' });
  const send = useCallback(async (request: BackInStockRequest) => {
    setState({ status: 'sending' });
    try {
      const { message } = await requestBackInStock(request);
      setState({ status: 'done', message });
      return true;
    } catch (error) {
      const answer = getApiError(error);
      setState({
        status: 'failed',
        message: answer?.error ?? 'We could not save your request. Please try again.',
        fields: answer?.fields,
      });
      return false;
    }
  }, []);
  return { state, send };
}
