import { act } from '@testing-library/react';
import { clearSession, setSessionUser, type SessionUser } from 'shared-ui/state';
import { UserProfilePage } from '../views/user-profile-page';
import { makeUser, renderAt } from '../../../test-utils/render-at';

/** Logs `user` in on the page (no API call) and renders /userProfile/* at `url`. */
export function renderProfile(url: string, user: SessionUser | null = makeUser()) {
  act(() => setSessionUser(user));
  return renderAt(url, '/userProfile/*', <UserProfilePage />);
}

export function logOutLocally() {
  act(() => clearSession());
}
