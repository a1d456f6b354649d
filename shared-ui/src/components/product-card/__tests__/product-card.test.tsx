import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getDefaultStore } from 'jotai';
import type { ProductSummary } from 'contracts';
import { ProductCard, THREE_ACROSS_SIZES } from '../product-card';
import { wishlistAtom } from 'shared-ui/state';

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

describe('ProductCard with photos', () => {
  const photo = (n: number) => `/api/photos/${String(n).repeat(64)}-1600.jpg`;
  const TINY = 'data:image/webp;base64,UklGRg==';
  const withPhotos = {
    ...dress,
    image: [photo(1)],
    placeholder: TINY,
    // As lists send them: the colours without their placeholders (the product's first one is `placeholder`).
    products: [
      { color: 'beige' as const, image: [photo(1)], sizes: [] },
      { color: 'red' as const, image: [photo(2)], sizes: [] },
    ],
  };
  // The server's markup: what the first paint shows (jsdom's style parser drops a background with a size).
  const serverCard = (props: Partial<React.ComponentProps<typeof ProductCard>> = {}) =>
    renderToString(
      <MemoryRouter>
        <ProductCard product={withPhotos} {...props} />
      </MemoryRouter>,
    );
  const imgOf = (html: string) => /<img [^>]*>/.exec(html)![0];

  it('is a <picture> with the grid’s sizes, a 3:4 box and the tiny placeholder until the photo arrives', () => {
    const html = serverCard();
    expect(html).toContain('<picture><source type="image/avif"');
    const img = imgOf(html);
    expect(img).toContain('sizes="(min-width: 1100px) 520px, 50vw"');
    expect(img).toMatch(/width="600" height="800"/);
    expect(img).toContain(`style="background:url(&quot;${TINY}&quot;) 50%/cover"`);
  });

  it('takes the sizes of the grid it stands in', () => {
    expect(imgOf(serverCard({ sizes: THREE_ACROSS_SIZES }))).toContain(`sizes="${THREE_ACROSS_SIZES}"`);
  });

  it('shows a colour’s photo without a placeholder the list did not send, and the first colour’s with it', () => {
    const red = imgOf(serverCard({ color: 'red' }));
    expect(red).toContain(`src="${photo(2)}"`);
    expect(red).not.toContain('style=');
    expect(imgOf(serverCard({ color: 'beige' }))).toContain(TINY);
  });
});
