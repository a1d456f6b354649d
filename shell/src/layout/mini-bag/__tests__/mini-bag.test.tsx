import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import type { Product } from 'contracts';
import { bagItemsAtom, getProductsByIds } from 'shared-ui';
import { Header } from '../../header/header';
import { MiniBag } from '../mini-bag';
import { renderInShell } from '../../../test-utils/render-in-shell';

jest.mock('shared-ui', () => ({ ...jest.requireActual('shared-ui'), getProductsByIds: jest.fn() }));
const productsMock = getProductsByIds as jest.MockedFunction<typeof getProductsByIds>;

const silkBlouse: Product = {
  id: '100002',
  name: 'Silk Blouse',
  description: 'Soft silk.',
  price: 89.5,
  category: 'blouses',
  new: false,
  plusSize: false,
  fabric: 'silk',
  bestSellerRank: 3,
  image: ['/api/images/products/100002/white/1.svg'],
  products: [
    { color: 'white', image: ['/api/images/products/100002/white/1.svg'], sizes: [{ size: 'm', quantity: 4 }] },
    { color: 'black', image: ['/api/images/products/100002/black/1.svg'], sizes: [{ size: 's', quantity: 2 }] },
  ],
};

function renderBag(onClose = jest.fn()) {
  renderInShell(<MiniBag onClose={onClose} />);
  return onClose;
}

beforeEach(() => {
  productsMock.mockReset();
  act(() => getDefaultStore().set(bagItemsAtom, []));
});

describe('mini bag', () => {
  it('says "Your Shopping Bag Is Empty" and offers Collection, New In and Plus Size', () => {
    renderBag();
    expect(screen.getByText('Your Shopping Bag Is Empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Collection' })).toHaveAttribute('href', '/collection');
    expect(screen.getByRole('link', { name: 'New In' })).toHaveAttribute('href', '/newIn');
    expect(screen.getByRole('link', { name: 'Plus Size' })).toHaveAttribute('href', '/plusSize');
    expect(screen.queryByRole('link', { name: 'Check Out' })).not.toBeInTheDocument();
    expect(productsMock).not.toHaveBeenCalled();
  });

  it('lists the bag lines with their products and "Check Out" to /cart', async () => {
    productsMock.mockResolvedValue([silkBlouse]);
    act(() => getDefaultStore().set(bagItemsAtom, ['100002/black/s/2', '100002/white/m/1']));
    renderBag();

    const list = screen.getByRole('list', { name: 'Items in your bag' });
    expect(await within(list).findAllByText('Silk Blouse')).toHaveLength(2);
    expect(productsMock).toHaveBeenCalledWith(['100002'], expect.anything());
    expect(within(list).getByText(/black · Size S · Qty 2/)).toBeInTheDocument();
    expect(within(list).getByText('$179.00')).toBeInTheDocument();
    expect(screen.getByText('$268.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check Out' })).toHaveAttribute('href', '/cart');
  });

  it('closes when "Check Out" is followed', async () => {
    productsMock.mockResolvedValue([silkBlouse]);
    act(() => getDefaultStore().set(bagItemsAtom, ['100002/white/m/1']));
    const onClose = renderBag();
    await userEvent.click(screen.getByRole('link', { name: 'Check Out' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('opens from the header bag icon, which shows the item count, and dims the page', async () => {
    productsMock.mockResolvedValue([silkBlouse]);
    act(() => getDefaultStore().set(bagItemsAtom, ['100002/white/m/3']));
    renderInShell(<Header />);
    const bagButton = screen.getByRole('button', { name: 'Shopping bag, 3 items' });
    await userEvent.click(bagButton);
    // The mini bag's code is fetched on first open (header/lazy-panels.tsx).
    expect(await screen.findByRole('dialog', { name: 'Shopping Bag' })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('page-overlay'));
    expect(screen.queryByRole('dialog', { name: 'Shopping Bag' })).not.toBeInTheDocument();
  });
});
