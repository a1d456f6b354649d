/**
 * The profile area's tabs (spec section 2, "Profile area"), in order. `path` is relative to
 * /userProfile, the subtree the shell hands to this remote; '' is the User Profile tab itself.
 */
export const PROFILE_TABS = [
  { path: '', label: 'User Profile' },
  { path: 'address', label: 'Address' },
  { path: 'wishlist', label: 'Wishlist' },
  { path: 'paymentCard', label: 'Payment Card' },
  { path: 'orders', label: 'Orders' },
  { path: 'password', label: 'Password' },
  { path: 'delete', label: 'Delete Account' },
  { path: 'logout', label: 'Logout' },
] as const;

export const PROFILE_BASE = '/userProfile';

type ProfileTabPath = (typeof PROFILE_TABS)[number]['path'];

export function profileTabUrl(path: ProfileTabPath): string {
  return path ? `${PROFILE_BASE}/${path}` : PROFILE_BASE;
}

/** The spec's line after a cancelled Delete Account or Logout. */
export const STAY_MESSAGE = 'Thank you for staying with us';

/** Success texts of the profile (spec section 8). */
export const PROFILE_MESSAGES = {
  profileUpdated: 'Your personal information has been successfully updated',
  passwordUpdated: 'Password updated successfully!',
  addressAdded: 'You have successfully added a new address.',
  addressUpdated: 'You have successfully updated your address.',
  cardDeleted: 'Card was successfully deleted',
  cardSaved: 'Your card has been saved.',
} as const;
