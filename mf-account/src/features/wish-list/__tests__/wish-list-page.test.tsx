import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getDefaultStore } from 'jotai';
import type { Product } from 'contracts';
import { THREE_ACROSS_SIZES, getProductsByIds } from 'shared-ui';
import { wishlistAtom } from 'shared-ui/state';
import { WishListPage } from '../views/wish-list-page';

jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  getProductsByIds: jest.fn(),
}));

const mockedGetProductsByIds = jest.mocked(getProductsByIds);

function makeProduct(id: string, name: string): Product {
  return {
    id,
    name,
    description: `${name} description`,
    price: 80,
    category: 'tops',
    new: false,
    plusSize: false,
    fabric: 'cotton',
    bestSellerRank: 10,
    image: [`/api/images/products/${id}/white/1.svg`],
    products: [
      { color: 'white', image: [`/api/images/products/${id}/white/1.svg`], sizes: [{ size: 's', quantity: 1 }] },
    ],
  };
}

const catalogue = [
  makeProduct('100001', 'Cotton Shirt'),
  makeProduct('100002', 'Silk Blouse'),
  makeProduct('100003', 'Linen Pants'),
  makeProduct('100004', 'Denim Shorts'),
];

function setWishlist(ids: string[]) {
  act(() => getDefaultStore().set(wishlistAtom, ids));
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/wishList']}>
      <WishListPage />
    </MemoryRouter>,
  );
}

describe('WishListPage', () => {
  beforeEach(() => {
    mockedGetProductsByIds.mockReset();
    mockedGetProductsByIds.mockImplementation(async (ids) => catalogue.filter((p) => ids.includes(p.id)));
  });
  afterEach(() => setWishlist([]));

  it('shows "My Wish List" with "{n} item(s)" and the saved products as cards', async () => {
    setWishlist(['100001', '100002']);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My Wish List' })).toBeInTheDocument();
    expect(screen.getByText('2 item(s)')).toBeInTheDocument();
    expect(await screen.findByText('Cotton Shirt')).toBeInTheDocument();
    expect(screen.getByText('Silk Blouse')).toBeInTheDocument();
    expect(document.title).toBe('My Wish List | Vesna');
  });

  it('shows each saved photo as a lazy <picture> sized for three across, with its width and height', async () => {
    const photo = `/api/photos/${'7'.repeat(64)}-1600.jpg`;
    mockedGetProductsByIds.mockImplementation(async () => [
      { ...makeProduct('100001', 'Cotton Shirt'), image: [photo] },
    ]);
    setWishlist(['100001']);
    renderPage();
    const img = await screen.findByRole('img', { name: 'Cotton Shirt' });
    expect(img.closest('picture')!.querySelectorAll('source')).toHaveLength(2);
    expect(img).toHaveAttribute('sizes', THREE_ACROSS_SIZES);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['600', '800']);
  });

  it('shows the empty state leading back to the collection when nothing is saved', () => {
    renderPage();
    expect(screen.getByText('0 item(s)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your wish list is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore the Collection' })).toHaveAttribute('href', '/collection');
    expect(mockedGetProductsByIds).not.toHaveBeenCalled();
  });

  it('shows "Clear All" only with more than 3 items, and it empties the list', async () => {
    setWishlist(['100001', '100002', '100003']);
    const { unmount } = renderPage();
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
    unmount();

    setWishlist(['100001', '100002', '100003', '100004']);
    renderPage();
    await screen.findByText('Denim Shorts');
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getByText('0 item(s)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your wish list is empty' })).toBeInTheDocument();
  });

  it('offers a retry when the products cannot be loaded', async () => {
    mockedGetProductsByIds.mockRejectedValueOnce(new Error('Network Error'));
    setWishlist(['100001']);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Cotton Shirt')).toBeInTheDocument();
  });

  it('shows a favourite added or removed while the page is open, asking only for the new one', async () => {
    setWishlist(['100001', '100002']);
    renderPage();
    expect(await screen.findByText('Silk Blouse')).toBeInTheDocument();

    setWishlist(['100001', '100002', '100003']);
    expect(await screen.findByText('Linen Pants')).toBeInTheDocument();
    expect(screen.getByText('Cotton Shirt')).toBeInTheDocument();
    expect(mockedGetProductsByIds).toHaveBeenLastCalledWith(['100003'], expect.anything());

    setWishlist(['100001', '100003']);
    await waitFor(() => expect(screen.queryByText('Silk Blouse')).not.toBeInTheDocument());
    expect(screen.getByText('Cotton Shirt')).toBeInTheDocument();
    expect(screen.getByText('Linen Pants')).toBeInTheDocument();
    expect(mockedGetProductsByIds).toHaveBeenCalledTimes(2);
  });
});
