import type { Address } from 'contracts';
import { defaultAddressKey, logFailures, getDefaultAddress } from 'shared-ui';
import { useQuery, useSession } from 'shared-ui/state';

export type DefaultAddressState = { status: 'loading' } | { status: 'ready'; address: Address | null };

/** The shopper's default address under shared-ui's key: the account's Address tab reads and sets the same. */
export function defaultAddressQuery(userId: string | undefined) {
  return {
    queryKey: defaultAddressKey(userId),
    queryFn: logFailures('[mf-checkout] default address', ({ signal }: { signal: AbortSignal }) =>
      getDefaultAddress({ signal }),
    ),
  };
}

/**
 * The customer's default address (GET /api/address/default) once `enabled` and logged in (a guest asks
 * nothing). A failure is logged and treated as "none": the form then starts from the profile and the
 * shopper types the rest.
 */
export function useDefaultAddress(enabled: boolean): DefaultAddressState {
  const userId = useSession().user?.id;
  const answer = useQuery<Address | null, readonly unknown[]>({
    ...defaultAddressQuery(userId),
    enabled: enabled && userId !== undefined,
  });
  if (answer.status === 'success') return { status: 'ready', address: answer.data };
  if (answer.status === 'error') return { status: 'ready', address: null };
  return { status: 'loading' };
}
