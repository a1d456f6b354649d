import { createContext, useContext } from 'react';

/**
 * Leaving the profile after Logout or Delete Account. The page's guard would send a shopper who just
 * became a guest to /login; `leave(action)` tells it that this is intended, runs `action` (which ends
 * the session) and then goes home (spec: both end on '/').
 */
export type LeaveProfile = (endSession: () => unknown) => Promise<void>;

export const ProfileExitContext = createContext<LeaveProfile | null>(null);

export function useProfileExit(): LeaveProfile {
  const leave = useContext(ProfileExitContext);
  if (!leave) throw new Error('useProfileExit() is used outside the profile page');
  return leave;
}
