/** The five remotes the shell composes, with the name a shopper sees when one is unavailable. */
export const REMOTE_NAMES = ['mf_catalog', 'mf_product', 'mf_checkout', 'mf_account', 'mf_content'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

export const REMOTE_FRIENDLY_NAMES: Record<RemoteName, string> = {
  mf_catalog: 'Catalogue',
  mf_product: 'Product details',
  mf_checkout: 'Bag and checkout',
  mf_account: 'Your account',
  mf_content: 'Shop information',
};
