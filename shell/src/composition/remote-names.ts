import { REMOTE_NAMES, type RemoteName } from 'contracts';

// The remotes' Module Federation names are contracts' (the route table names them); the shell adds how a
// shopper hears of one that is unavailable.
export { REMOTE_NAMES, type RemoteName };

export const REMOTE_FRIENDLY_NAMES: Record<RemoteName, string> = {
  mf_catalog: 'Catalogue',
  mf_product: 'Product details',
  mf_checkout: 'Bag and checkout',
  mf_account: 'Your account',
  mf_content: 'Shop information',
  mf_backoffice: 'Back office',
};
