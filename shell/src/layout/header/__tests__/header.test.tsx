import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { axiosClient } from 'shared-ui/testing';
import { getDefaultStore } from 'jotai';
import { sessionAtom, wishlistAtom, bagItemsAtom } from 'shared-ui/state';
import { Header } from '../header';
import { renderInShell } from '../../../test-utils/render-in-shell';

function renderHeader() {
  return renderInShell(<Header />);
}

beforeEach(() => {
  const store = getDefaultStore();
  act(() => {
    store.set(sessionAtom, { isLogged: false, user: null });
    store.set(wishlistAtom, []);
    store.set(bagItemsAtom, []);
  });
});

describe('header', () => {
  it('shows the free-shipping strip, the wordmark and the main links', () => {
    const { container } = renderHeader();
    expect(screen.getByText('Free shipping on all orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vesna, home' })).toHaveAttribute('href', '/');
    // The desktop links are display:none below tablet width, which jsdom applies; query them anyway.
    const nav = container.querySelector<HTMLElement>('nav[aria-label="Main"]')!;
    for (const [name, href] of [
      ['Collection', '/collection'],
      ['New In', '/newIn'],
      ['Modiweek', '/modiweek'],
      ['Plus Size', '/plusSize'],
      ['Sustainability', '/sustainability'],
    ]) {
      expect(within(nav).getByText(name).closest('a')).toHaveAttribute('href', href);
    }
  });

  it('publishes its height for the toasts, which sit below it', () => {
    const offsetHeight = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(105);
    try {
      renderHeader();
      expect(document.documentElement.style.getPropertyValue('--vesna-header-height')).toBe('105px');
    } finally {
      offsetHeight.mockRestore();
    }
  });

  it('counts the wish list on its icon', () => {
    act(() => getDefaultStore().set(wishlistAtom, ['100001', '100002']));
    renderHeader();
    expect(screen.getByRole('link', { name: 'Wish list, 2 items' })).toHaveAttribute('href', '/wishList');
  });

  it('offers Log In and Create Account in the mobile menu to a guest, with the favorites link', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    // The menu's code is fetched on first open (lazy-panels.tsx), so it appears a moment later.
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(menu).getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/registration');
    expect(within(menu).getByRole('link', { name: /Favorites/ })).toHaveAttribute('href', '/favorites');
    expect(within(menu).queryByText('Log Out')).not.toBeInTheDocument();
  });

  it('offers User Profile and Log Out when logged in; Log Out ends the server session and clears it here', async () => {
    // The API at the network edge, under shared-ui's axios instance.
    const network = new MockAdapter(axiosClient);
    network.onPost('/customers/logout').reply(200, { success: true });
    act(() => getDefaultStore().set(sessionAtom, { isLogged: true, user: { email: 'olena@example.com' } as never }));
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    // The menu's code is fetched on first open (lazy-panels.tsx), so it appears a moment later.
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'User Profile' })).toHaveAttribute('href', '/userProfile');
    await userEvent.click(within(menu).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(getDefaultStore().get(sessionAtom).isLogged).toBe(false));
    expect(network.history.post.map((request) => request.url)).toEqual(['/customers/logout']);
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    network.restore();
  });
});
