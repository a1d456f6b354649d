/**
 * The shopper's saved address and card as queries: the keys are shared-ui's (checkout reads and sets the
 * same answers), the loaders log a failure once, whoever reads it.
 */
import type { Address } from 'contracts';
import { defaultAddressKey, defaultCardKey, logFailures, getDefaultAddress, getDefaultCard } from 'shared-ui';
import { type DefaultCard } from 'shared-ui/state';
import type { SavedQuery } from './hooks/use-saved-resource';

export const savedAddressQuery: SavedQuery<Address> = (userId) => ({
  queryKey: defaultAddressKey(userId),
  queryFn: logFailures('[mf-account] default address', ({ signal }) => getDefaultAddress({ signal })),
});

export const savedCardQuery: SavedQuery<DefaultCard> = (userId) => ({
  queryKey: defaultCardKey(userId),
  queryFn: logFailures('[mf-account] saved card', ({ signal }) => getDefaultCard({ signal })),
});
