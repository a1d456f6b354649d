import { act, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import type { Product } from 'contracts';
import { refreshSession, wishlistAtom } from 'shared-ui/state';
import { getProductsByIds } from 'shared-ui';
import { makeUser } from '../../../test-utils/render-at';
import { logOutLocally, renderProfile } from './render-profile';

jest.mock('shared-ui/state', () => ({
  ...jest.requireActual('shared-ui/state'),
  refreshSession: jest.fn(),
}));
jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  getProductsByIds: jest.fn(),
}));

const dress: Product = {
  id: '100007',
  name: 'Linen Dress',
  description: 'A linen dress',
  price: 120,
  category: 'dresses',
  new: true,
  plusSize: false,
  fabric: 'linen',
  bestSellerRank: 3,
  image: ['/api/images/products/100007/beige/1.svg'],
  products: [
    { color: 'beige', image: ['/api/images/products/100007/beige/1.svg'], sizes: [{ size: 'm', quantity: 2 }] },
  ],
};

describe('Wishlist tab', () => {
  beforeEach(() => {
    jest.mocked(refreshSession).mockResolvedValue(makeUser({ wishlist: ['100007'] }));
    jest.mocked(getProductsByIds).mockResolvedValue([dress]);
  });
  afterEach(logOutLocally);

  it("shows the account's wish list as product cards with its count", async () => {
    renderProfile('/userProfile/wishlist', makeUser({ wishlist: ['100007'] }));
    expect(screen.getByRole('heading', { level: 2, name: 'Wishlist' })).toBeInTheDocument();
    expect(screen.getByText('1 item(s)')).toBeInTheDocument();
    expect(await screen.findByText('Linen Dress')).toBeInTheDocument();
    expect(getDefaultStore().get(wishlistAtom)).toEqual(['100007']);
    await act(async () => {});
  });
});
