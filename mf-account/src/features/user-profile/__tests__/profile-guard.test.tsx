import { act, screen, within } from '@testing-library/react';
import { clearSession, refreshSession, setSessionUser } from 'shared-ui/state';
import { makeUser } from '../../../test-utils/render-at';
import { logOutLocally, renderProfile } from './render-profile';

jest.mock('shared-ui/state', () => ({
  ...jest.requireActual('shared-ui/state'),
  refreshSession: jest.fn(),
}));

const mockedRefresh = jest.mocked(refreshSession);

describe('UserProfilePage guard and tabs', () => {
  beforeEach(() => mockedRefresh.mockReset());
  afterEach(logOutLocally);

  it('sends a guest to /login once the session check answers', async () => {
    mockedRefresh.mockResolvedValue(null);
    renderProfile('/userProfile/address', null);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('shows a spinner while the session is being restored, then the profile', async () => {
    let answer: (user: ReturnType<typeof makeUser>) => void = () => {};
    mockedRefresh.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderProfile('/userProfile/wishlist', null);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    expect(screen.queryByText('Login page')).not.toBeInTheDocument();

    // What refreshSession does when the cookie is valid: the session atom gets the customer.
    await act(async () => {
      setSessionUser(makeUser());
      answer(makeUser());
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Wishlist' })).toBeInTheDocument();
  });

  it('shows the seven tabs as links, the current one marked, inside the mf-account boundary', async () => {
    mockedRefresh.mockResolvedValue(makeUser());
    renderProfile('/userProfile/password');
    const nav = screen.getByRole('navigation', { name: 'Account sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'User Profile',
      'Address',
      'Wishlist',
      'Payment Card',
      'Orders',
      'Password',
      'Delete Account',
      'Logout',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/userProfile',
      '/userProfile/address',
      '/userProfile/wishlist',
      '/userProfile/paymentCard',
      '/userProfile/orders',
      '/userProfile/password',
      '/userProfile/delete',
      '/userProfile/logout',
    ]);
    expect(within(nav).getByRole('link', { name: 'Password' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'User Profile' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' }).closest('[data-boundary]')).toHaveAttribute(
      'data-boundary',
      'mf-account',
    );
    expect(document.title).toBe('My Account | Vesna');
    await act(async () => {});
  });

  it('sends an unknown tab back to /userProfile', async () => {
    mockedRefresh.mockResolvedValue(makeUser());
    renderProfile('/userProfile/nothing-here');
    expect(await screen.findByRole('heading', { level: 2, name: 'User Profile' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/userProfile$/);
  });

  it('goes to /login when the server says the session is gone', async () => {
    // What refreshSession does on a 401: the page becomes a guest.
    mockedRefresh.mockImplementation(async () => {
      clearSession();
      return null;
    });
    renderProfile('/userProfile');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });
});
