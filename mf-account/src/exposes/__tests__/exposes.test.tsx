import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { clearSession, refreshSession, setSessionUser } from 'shared-ui/state';
import { getBannerSection } from 'shared-ui';
import LoginPage from '../login-page';
import RegistrationPage from '../registration-page';
import UserProfilePage from '../user-profile-page';
import WishListPage from '../wish-list-page';
import { makeUser, renderAt } from '../../test-utils/render-at';

jest.mock('shared-ui/state', () => ({
  ...jest.requireActual('shared-ui/state'),
  refreshSession: jest.fn(),
}));
jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  getBannerSection: jest.fn(),
}));

// Each page as the shopper who sees it: login and registration send a logged-in shopper home.
describe.each<[string, string, ComponentType, string, 'guest' | 'logged in']>([
  ['./LoginPage', '/login', LoginPage, 'Log in', 'guest'],
  ['./RegistrationPage', '/registration', RegistrationPage, 'Create Account', 'guest'],
  ['./UserProfilePage', '/userProfile/*', UserProfilePage, 'My Account', 'logged in'],
  ['./WishListPage', '/wishList', WishListPage, 'My Wish List', 'logged in'],
])('%s', (_expose, path, Page, heading, shopper) => {
  beforeEach(() => {
    jest.mocked(getBannerSection).mockReturnValue(new Promise(() => {}));
    jest.mocked(refreshSession).mockResolvedValue(shopper === 'guest' ? null : makeUser());
    if (shopper === 'logged in') act(() => setSessionUser(makeUser()));
  });
  afterEach(() => act(() => clearSession()));

  it(`default-exports the page: "${heading}" as h1 and tab title, inside data-boundary="mf-account"`, async () => {
    renderAt(path.replace('/*', ''), path, <Page />);
    const h1 = await screen.findByRole('heading', { level: 1, name: heading });
    expect(h1.closest('[data-boundary]')).toHaveAttribute('data-boundary', 'mf-account');
    expect(document.title).toBe(`${heading} | Vesna`);
  });
});
