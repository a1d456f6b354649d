import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getDefaultStore } from 'jotai';
import type { ProductSummary } from 'contracts';
import { ProductCard } from '../product-card';
import { wishlistAtom } from '../../../state/wishlist';

const dress: ProductSummary = {
  id: '100001',
  name: 'Linen Wrap Dress',
  price: 89.5,
  image: ['/api/images/products/100001/beige/1.svg'],
  description: 'A wrap dress.',
  category: 'dresses',
  new: true,
  plusSize: false,
};

function renderCard(props: Partial<React.ComponentProps<typeof ProductCard>> = {}) {
  return render(
    <MemoryRouter>
      <ProductCard product={dress} {...props} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  getDefaultStore().set(wishlistAtom, []);
});

describe('ProductCard', () => {
  it('shows the image with the product name as alt text, the name and the formatted price', () => {
    renderCard();
    expect(screen.getByRole('img', { name: 'Linen Wrap Dress' })).toHaveAttribute(
      'src',
      '/api/images/products/100001/beige/1.svg',
    );
    expect(screen.getByRole('heading', { name: 'Linen Wrap Dress' })).toBeInTheDocument();
    expect(screen.getByText('$89.50')).toBeInTheDocument();
  });

  it('shows a "New" badge only for new products', () => {
    const { unmount } = renderCard();
    expect(screen.getByText('New')).toBeInTheDocument();
    unmount();
    renderCard({ product: { ...dress, new: false } });
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });

  it('shows the category label unless showCategory is false', () => {
    const { unmount } = renderCard();
    expect(screen.getByText('dresses')).toBeInTheDocument();
    unmount();
    renderCard({ showCategory: false });
    expect(screen.queryByText('dresses')).not.toBeInTheDocument();
  });

  it('links the name and a "View" link to the product page', () => {
    renderCard();
    expect(screen.getByRole('link', { name: 'Linen Wrap Dress' })).toHaveAttribute('href', '/100001');
    const view = screen.getByRole('link', { name: 'View' });
    expect(view).toHaveAttribute('href', '/100001');
    expect(view).toHaveAccessibleDescription('Linen Wrap Dress');
  });

  it('flips the favourite toggle on click and stores it in the shared wish list', async () => {
    renderCard();
    const toggle = screen.getByRole('button', { name: 'Add Linen Wrap Dress to wish list' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    const pressed = screen.getByRole('button', { name: 'Remove Linen Wrap Dress from wish list' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(getDefaultStore().get(wishlistAtom)).toEqual(['100001']);
    await userEvent.click(pressed);
    expect(screen.getByRole('button', { name: 'Add Linen Wrap Dress to wish list' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(getDefaultStore().get(wishlistAtom)).toEqual([]);
  });

  it('flips the favourite toggle with Enter', async () => {
    renderCard();
    screen.getByRole('button', { name: 'Add Linen Wrap Dress to wish list' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Linen Wrap Dress from wish list' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('uses the controlled favourite state and callback when given', async () => {
    const onToggleFavorite = jest.fn();
    renderCard({ isFavorite: true, onToggleFavorite });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Linen Wrap Dress from wish list' }));
    expect(onToggleFavorite).toHaveBeenCalledWith('100001');
    expect(getDefaultStore().get(wishlistAtom)).toEqual([]);
  });

  it("shows the chosen colour variant's image and links to the product page on that colour", () => {
    const withVariants = {
      ...dress,
      products: [
        { color: 'beige' as const, image: ['/api/images/products/100001/beige/1.svg'], sizes: [] },
        { color: 'red' as const, image: ['/api/images/products/100001/red/1.svg'], sizes: [] },
      ],
    };
    renderCard({ product: withVariants, color: 'red' });
    expect(screen.getByRole('img', { name: 'Linen Wrap Dress' })).toHaveAttribute(
      'src',
      '/api/images/products/100001/red/1.svg',
    );
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/100001?color=red');
    expect(screen.getByRole('link', { name: 'Linen Wrap Dress' })).toHaveAttribute('href', '/100001?color=red');
  });

  it('keeps the default image and a plain link when the product has no variant of that colour', () => {
    renderCard({ color: 'green' });
    expect(screen.getByRole('img', { name: 'Linen Wrap Dress' })).toHaveAttribute(
      'src',
      '/api/images/products/100001/beige/1.svg',
    );
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/100001');
  });

  it('lazy-loads the image unless it is a priority card, which may also ask for a high fetch priority', () => {
    const { unmount } = renderCard();
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
    unmount();
    renderCard({ priority: true, fetchPriority: 'high' });
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });
});
