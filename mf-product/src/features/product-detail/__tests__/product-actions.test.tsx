import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { clearWishlist, wishlistAtom } from 'shared-ui/state';
import { filterProducts } from 'shared-ui';
import { productAnswer } from './product-api';
import { dress } from './product-fixture';
import { renderProductPage } from './render-product-page';

jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  filterProducts: jest.fn(),
}));

async function openProduct(path = '/100001') {
  renderProductPage(path);
  await screen.findByRole('heading', { level: 1, name: 'Linen Wrap Dress' });
}

beforeEach(() => {
  productAnswer.mockReset().mockResolvedValue(dress);
  jest.mocked(filterProducts).mockReset().mockResolvedValue([]);
  clearWishlist();
});

afterEach(() => {
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('the wish list toggle', () => {
  it('adds the product to the shared wish list and takes it out again', async () => {
    await openProduct();
    const toggle = screen.getByRole('button', { name: 'Add to wish list' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(getDefaultStore().get(wishlistAtom)).toEqual(['100001']);
    expect(screen.getByRole('button', { name: 'In your wish list' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'In your wish list' }));
    expect(getDefaultStore().get(wishlistAtom)).toEqual([]);
  });
});

describe('Share', () => {
  it('opens the system share sheet with the address as chosen, where the browser has one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await openProduct('/100001?color=beige&size=l');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Linen Wrap Dress | Vesna', url: window.location.href });
    expect(screen.queryByText('Link copied to clipboard')).not.toBeInTheDocument();
  });

  it('says nothing when the shopper closes the share sheet', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await openProduct();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('copies the link and says so where there is no share sheet', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openProduct();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
  });

  it('shows the link in an error toast when it cannot be copied', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    await openProduct();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not copy the link');
  });
});
