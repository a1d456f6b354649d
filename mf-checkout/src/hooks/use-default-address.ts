import { useEffect, useState } from 'react';
import type { Address } from 'contracts';
import { getDefaultAddress, isCancelledRequest } from 'shared-ui';

export type DefaultAddressState = { status: 'loading' } | { status: 'ready'; address: Address | null };

/**
 * The customer's default address (GET /api/address/default) once `enabled` (logged in). A failure is
 * logged and treated as "none": the form then starts from the profile and the shopper types the rest.
 */
export function useDefaultAddress(enabled: boolean): DefaultAddressState {
  const [state, setState] = useState<DefaultAddressState>({ status: 'loading' });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    getDefaultAddress({ signal: controller.signal }).then(
      (address) => setState({ status: 'ready', address }),
      (error: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(error)) return;
        console.error('[mf-checkout] default address', error);
        setState({ status: 'ready', address: null });
      },
    );
    return () => controller.abort();
  }, [enabled]);

  return state;
}
