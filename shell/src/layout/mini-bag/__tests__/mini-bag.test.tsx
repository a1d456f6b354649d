import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { axiosClient } from 'shared-ui/testing';
import { getDefaultStore } from 'jotai';
import type { CartQuote, CartQuoteLine } from 'contracts';
import { bagItemsAtom, emitShopEvent, sessionAtom } from 'shared-ui/state';
import { Header } from '../../header/header';
import { MiniBag } from '../mini-bag';
import { renderInShell } from '../../../test-utils/render-in-shell';

/** What the server knows: each product's name and unit price in cents, and the stock of every size. */
const CATALOGUE: Record<string, { name: string; unitPriceCents: number; stock: number }> = {
  '100002': { name: 'Silk Blouse', unitPriceCents: 8950, stock: 4 },
  '100003': { name: 'Linen Dress', unitPriceCents: 12000, stock: 1 },
};

/** The quote the API would answer for `items` (the shell only formats it; it never computes a price). */
function quoteFor(items: string[]): CartQuote {
  const lines: CartQuoteLine[] = [];
  const dropped: string[] = [];
  for (const requestedKey of items) {
    const [productId, color, size, wanted] = requestedKey.split('/');
    const product = CATALOGUE[productId];
    if (!product) {
      dropped.push(requestedKey);
      continue;
    }
    const quantity = Math.min(Number(wanted), product.stock);
    lines.push({
      key: `${productId}/${color}/${size}/${quantity}`,
      requestedKey,
      productId,
      name: product.name,
      image: `/api/images/products/${productId}/${color}/1.svg`,
      color: color as CartQuoteLine['color'],
      size: size as CartQuoteLine['size'],
      quantity,
      stock: product.stock,
      unitPriceCents: product.unitPriceCents,
      lineTotalCents: product.unitPriceCents * quantity,
      clamped: quantity < Number(wanted),
    });
  }
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const taxCents = Math.round(subtotalCents / 10);
  return {
    lines,
    dropped,
    subtotalCents,
    discount: null,
    taxCents,
    shippingCents: 0,
    totalCents: subtotalCents + taxCents,
    currency: 'usd',
  };
}

let network: MockAdapter;
let quoteRequests: string[][];

/** The API at the network edge, under shared-ui's axios instance; `hold` keeps answers back until released. */
function serveQuotes({ hold = false } = {}) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  network.onPost('/cart/quote').reply(async (config) => {
    const { items } = JSON.parse(config.data as string) as { items: string[] };
    quoteRequests.push(items);
    if (hold) await gate;
    return [200, quoteFor(items)];
  });
  return () => act(async () => release());
}

function renderBag(onClose = jest.fn()) {
  renderInShell(<MiniBag onClose={onClose} />);
  return onClose;
}

const setBag = (keys: string[]) => act(() => getDefaultStore().set(bagItemsAtom, keys));

beforeEach(() => {
  network = new MockAdapter(axiosClient);
  quoteRequests = [];
  act(() => getDefaultStore().set(sessionAtom, { isLogged: false, user: null }));
  setBag([]);
});

afterEach(() => network.restore());

describe('mini bag', () => {
  it('says "Your Shopping Bag Is Empty" and offers Collection, New In and Plus Size', () => {
    renderBag();
    expect(screen.getByText('Your Shopping Bag Is Empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Collection' })).toHaveAttribute('href', '/collection');
    expect(screen.getByRole('link', { name: 'New In' })).toHaveAttribute('href', '/newIn');
    expect(screen.getByRole('link', { name: 'Plus Size' })).toHaveAttribute('href', '/plusSize');
    expect(screen.queryByRole('link', { name: 'Check Out' })).not.toBeInTheDocument();
    expect(network.history.post).toHaveLength(0);
  });

  it('lists each line from the quote with image, name, colour, size, quantity and price, the subtotal and "Check Out"', async () => {
    serveQuotes();
    setBag(['100002/black/s/2', '100002/white/m/1']);
    renderBag();

    const list = screen.getByRole('list', { name: 'Items in your bag' });
    expect(await within(list).findAllByText('Silk Blouse')).toHaveLength(2);
    expect(quoteRequests).toEqual([['100002/black/s/2', '100002/white/m/1']]);
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByText('Black · Size S · Qty 2')).toBeInTheDocument();
    expect(within(first).getByText('$179.00')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/api/images/products/100002/black/1.svg');
    expect(within(second).getByText('White · Size M · Qty 1')).toBeInTheDocument();
    expect(within(second).getByText('$89.50')).toBeInTheDocument();
    expect(screen.getByText('Subtotal').parentElement).toHaveTextContent('Subtotal$268.50');
    expect(screen.getByRole('link', { name: 'Check Out' })).toHaveAttribute('href', '/cart');
  });

  it("is priced with the discount code the shopper added in the bag, so its total is the bag's", async () => {
    const asked: unknown[] = [];
    network.onPost('/cart/quote').reply((config) => {
      const body = JSON.parse(config.data as string) as { items: string[]; discountCode?: string };
      asked.push(body.discountCode ?? null);
      const plain = quoteFor(body.items);
      if (body.discountCode !== 'SPRING10') return [200, plain];
      const discount = { kind: 'code', code: 'SPRING10', label: 'Code SPRING10 (10 %)', percent: 10, amountCents: 895 };
      return [200, { ...plain, discount, taxCents: 806, totalCents: plain.subtotalCents - 895 + 806 }];
    });
    // What mf-checkout's bag keeps for the tab when a guest adds the code.
    sessionStorage.setItem('vesna:checkout-discount-code', JSON.stringify({ owner: 'guest', code: 'SPRING10' }));
    setBag(['100002/white/m/1']);
    renderBag();
    expect(await screen.findByTestId('mini-bag-total')).toHaveTextContent('Total (tax included)$88.61');
    expect(screen.getByTestId('mini-bag-discount')).toHaveTextContent(
      'Code SPRING10 (10 %) applies at checkout: −$8.95',
    );
    expect(asked).toEqual(['SPRING10']);
    sessionStorage.clear();
  });

  it('sends no code another account added in this tab', async () => {
    const asked: unknown[] = [];
    network.onPost('/cart/quote').reply((config) => {
      const body = JSON.parse(config.data as string) as { items: string[]; discountCode?: string };
      asked.push(body.discountCode ?? null);
      return [200, quoteFor(body.items)];
    });
    sessionStorage.setItem('vesna:checkout-discount-code', JSON.stringify({ owner: 'someone-else', code: 'SPRING10' }));
    setBag(['100002/white/m/1']);
    renderBag();
    expect(await screen.findByTestId('mini-bag-total')).toHaveTextContent('$98.45');
    expect(screen.queryByTestId('mini-bag-discount')).not.toBeInTheDocument();
    expect(asked).toEqual([null]);
    sessionStorage.clear();
  });

  it('holds each line and the subtotal in place while the quote loads', async () => {
    const release = serveQuotes({ hold: true });
    setBag(['100002/black/s/2', '100003/red/l/1']);
    renderBag();
    const list = screen.getByRole('list', { name: 'Items in your bag' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getAllByTestId('mini-bag-line-loading')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Loading subtotal' })).toBeInTheDocument();
    // "Check Out" is there from the start: the shopper need not wait for the prices to move on.
    expect(screen.getByRole('link', { name: 'Check Out' })).toBeInTheDocument();
    await release();
    await waitFor(() => expect(within(list).queryAllByTestId('mini-bag-line-loading')).toHaveLength(0));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('$299.00')).toBeInTheDocument();
  });

  it('says in words when the stock lowered a quantity and when lines are no longer available', async () => {
    serveQuotes();
    setBag(['100003/red/l/3', '999999/blue/m/1', '999998/blue/m/1']);
    renderBag();
    expect(await screen.findByText('Only 1 left in this size: quantity lowered from 3 to 1.')).toBeInTheDocument();
    expect(screen.getByText('Red · Size L · Qty 1')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 items in your bag are no longer available and are not shown.',
    );
    expect(screen.getByText('$120.00', { selector: 'li p' })).toBeInTheDocument();
  });

  it('removes a line at once through the bag, and asks for a new quote', async () => {
    serveQuotes();
    setBag(['100002/black/s/2', '100003/red/l/1']);
    renderBag();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Linen Dress, Red, size L' }));
    expect(screen.queryByText('Linen Dress')).not.toBeInTheDocument();
    expect(getDefaultStore().get(bagItemsAtom)).toEqual(['100002/black/s/2']);
    expect(JSON.parse(localStorage.getItem('vesna:bag') ?? 'null')).toEqual(['100002/black/s/2']);
    await waitFor(() => expect(quoteRequests).toHaveLength(2));
    await waitFor(() => expect(screen.getByText('Subtotal').parentElement).toHaveTextContent('$179.00'));
  });

  it('offers "Try Again" when the quote cannot be loaded', async () => {
    network.onPost('/cart/quote').replyOnce(500, { error: 'boom' });
    serveQuotes();
    setBag(['100002/white/m/1']);
    renderBag();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your bag. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Silk Blouse')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes when "Check Out" is followed', async () => {
    serveQuotes();
    setBag(['100002/white/m/1']);
    const onClose = renderBag();
    await userEvent.click(screen.getByRole('link', { name: 'Check Out' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('opens from the header bag icon, which shows the item count, and dims the page', async () => {
    serveQuotes();
    setBag(['100002/white/m/3']);
    renderInShell(<Header />);
    const bagButton = screen.getByRole('button', { name: 'Shopping bag, 3 items' });
    await userEvent.click(bagButton);
    // The mini bag's code is fetched on first open (header/lazy-panels.tsx).
    expect(await screen.findByRole('dialog', { name: 'Shopping Bag' })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('page-overlay'));
    expect(screen.queryByRole('dialog', { name: 'Shopping Bag' })).not.toBeInTheDocument();
  });

  it('opens on bag:open (mf-product after Add to Cart), takes the focus and gives it back on Escape', async () => {
    serveQuotes();
    renderInShell(
      <>
        <Header />
        <button type="button">Add to Cart</button>
      </>,
    );
    const addButton = screen.getByRole('button', { name: 'Add to Cart' });
    addButton.focus();
    // What mf-product does: add through the bag, then ask for the mini bag.
    setBag(['100002/black/s/1']);
    act(() => emitShopEvent('bag:open', { source: 'mf-product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shopping Bag' });
    expect(await within(dialog).findByText('Silk Blouse')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shopping bag, 1 item' })).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveFocus();
    // A second add while it is open keeps it open.
    act(() => emitShopEvent('bag:open'));
    expect(screen.getByRole('dialog', { name: 'Shopping Bag' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Shopping Bag' })).not.toBeInTheDocument();
    expect(addButton).toHaveFocus();
  });
});
