/**
 * The six remotes the shell composes, by their Module Federation names (each remote's webpack config builds
 * under its name; the shell registers it from remotes.json under the same key).
 */
export const REMOTE_NAMES = [
  'mf_catalog',
  'mf_product',
  'mf_checkout',
  'mf_account',
  'mf_content',
  'mf_backoffice',
] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];
