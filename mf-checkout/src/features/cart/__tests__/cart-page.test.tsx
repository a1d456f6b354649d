import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getDefaultStore } from 'jotai';
import { bagItemsAtom } from 'shared-ui/state';
import { useCartQuote } from 'shared-ui';
import { CartPage } from '../views/cart-page';
import { refresh, useFakeBirthdayCartQuote, useFakeCartQuote } from './fake-quote';

jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  useCartQuote: jest.fn(),
}));

const mockedUseCartQuote = jest.mocked(useCartQuote);
const store = getDefaultStore();
const bag = () => store.get(bagItemsAtom);

function renderCart(items: string[]) {
  act(() => store.set(bagItemsAtom, items));
  return render(
    <MemoryRouter initialEntries={['/cart']}>
      <CartPage />
    </MemoryRouter>,
  );
}

const DRESS = 'Linen Wrap Dress, Blue, size M';

beforeEach(() => {
  mockedUseCartQuote.mockReset();
  mockedUseCartQuote.mockImplementation(useFakeCartQuote);
  refresh.mockReset();
});
afterEach(() => {
  act(() => store.set(bagItemsAtom, []));
  localStorage.clear();
});

describe('CartPage with a bag', () => {
  it('shows the birthday discount the server applied, above the tax computed after it', () => {
    mockedUseCartQuote.mockImplementation(useFakeBirthdayCartQuote);
    renderCart(['100001/blue/m/2', '100002/white/l/1']);
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(summary.getByText('Birthday discount (15 %)').nextElementSibling).toHaveTextContent('−$52.20');
    expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('$308.14');
  });

  it('shows no discount line when the server applied none', () => {
    renderCart(['100001/blue/m/2']);
    expect(screen.queryByText(/Birthday discount/)).not.toBeInTheDocument();
  });

  it('shows each line with name, colour, size, unit price and line total, all from the quote', () => {
    renderCart(['100001/blue/m/2', '100002/white/l/1']);
    const lines = within(screen.getByRole('list', { name: 'Items in your bag' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const dress = within(lines[0]);
    expect(dress.getByRole('heading', { level: 3, name: 'Linen Wrap Dress' })).toBeInTheDocument();
    expect(dress.getByRole('link', { name: 'Linen Wrap Dress' })).toHaveAttribute('href', '/100001?color=blue&size=m');
    expect(dress.getByText('Blue · Size M')).toBeInTheDocument();
    expect(dress.getByText('$129.50 each')).toBeInTheDocument();
    expect(lines[0]).toHaveTextContent('Line total $259.00');
    expect(lines[0].querySelector('img')).toHaveAttribute('src', '/api/images/products/100001/blue/1.svg');
    expect(screen.getByText('3 items')).toBeInTheDocument();
  });

  it('prints subtotal, tax, shipping "Free" and total exactly as the server quoted them', () => {
    renderCart(['100001/blue/m/2', '100002/white/l/1']);
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    const value = (term: string) => summary.getByText(term).nextElementSibling;
    expect(value('Subtotal')).toHaveTextContent('$348.00');
    // The fake server's tax is $12.34, not 10 %: the page shows it rather than computing its own.
    expect(value('Tax (10%)')).toHaveTextContent('$12.34');
    expect(value('Shipping')).toHaveTextContent('Free');
    expect(value('Total')).toHaveTextContent('$360.34');
    expect(summary.getByText(/Duties and taxes are included/)).toBeInTheDocument();
    expect(summary.getByText(/no extra delivery charges/)).toBeInTheDocument();
  });

  it('steps the quantity up to the stock and down to 1, each change replacing the key in the bag', async () => {
    const user = userEvent.setup();
    renderCart(['100001/blue/m/2']);
    const increase = screen.getByRole('button', { name: `Increase quantity of ${DRESS}` });
    const decrease = screen.getByRole('button', { name: `Decrease quantity of ${DRESS}` });
    const quantity = within(screen.getByRole('group', { name: `Quantity of ${DRESS}` })).getByRole('status');

    await user.click(increase);
    expect(bag()).toEqual(['100001/blue/m/3']);
    expect(quantity).toHaveTextContent('Quantity 3');
    // Stock is 3: the button says it is unavailable, keeps the focus and changes nothing.
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    expect(increase).toHaveFocus();
    await user.click(increase);
    expect(bag()).toEqual(['100001/blue/m/3']);
    expect(screen.getByRole('listitem')).toHaveTextContent('Line total $388.50');

    await user.click(decrease);
    await user.click(decrease);
    expect(bag()).toEqual(['100001/blue/m/1']);
    expect(quantity).toHaveTextContent('Quantity 1');
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await user.click(decrease);
    expect(bag()).toEqual(['100001/blue/m/1']);
  });

  it('removes a line from the bag', async () => {
    const user = userEvent.setup();
    renderCart(['100001/blue/m/2', '100002/white/l/1']);
    await user.click(screen.getByRole('button', { name: `Remove ${DRESS}` }));
    expect(bag()).toEqual(['100002/white/l/1']);
    expect(screen.queryByRole('heading', { name: 'Linen Wrap Dress' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Silk Blouse' })).toBeInTheDocument();
  });

  it('leads on to /info with "Next"', () => {
    renderCart(['100002/white/l/1']);
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/info');
  });

  it('keeps the headings in order: the page, the items, each product, the summary', () => {
    renderCart(['100001/blue/m/1']);
    const outline = screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);
    expect(outline).toEqual(['H1 Shopping Bag', 'H2 Items in your bag', 'H3 Linen Wrap Dress', 'H2 Order Summary']);
  });
});

describe('CartPage when the server changed the bag', () => {
  it('says a quantity was lowered to the stock and lowers it in the bag too', () => {
    renderCart(['100001/black/s/4']);
    expect(screen.getByRole('status', { name: 'Changes to your bag' })).toHaveTextContent(
      'Only 1 left of Linen Wrap Dress in Black, size S: we changed the quantity in your bag to 1.',
    );
    expect(bag()).toEqual(['100001/black/s/1']);
  });

  it('says which line is no longer available, by name while the product is sold, and takes it out of the bag', async () => {
    const user = userEvent.setup();
    renderCart(['100002/white/l/1', '100002/red/s/1', '999999/blue/m/1']);
    expect(
      screen.getByText('Silk Blouse in Red, size S is no longer available and was removed from your bag.'),
    ).toBeVisible();
    // A product the shop no longer sells has no name to give.
    expect(
      screen.getByText('An item in Blue, size M is no longer available and was removed from your bag.'),
    ).toBeVisible();
    expect(bag()).toEqual(['100002/white/l/1']);
    expect(screen.getAllByRole('listitem')).toHaveLength(3); // one line and the two notices
    await user.click(screen.getByRole('button', { name: 'Dismiss bag changes' }));
    expect(screen.queryByText(/no longer available/)).not.toBeInTheDocument();
  });

  it('shows the empty bag, with its notice, when nothing the shopper chose is left', () => {
    renderCart(['999999/blue/m/1']);
    expect(screen.getByText(/no longer available and was removed/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Shopping Bag Is Empty' })).toBeInTheDocument();
    expect(bag()).toEqual([]);
  });
});

describe('CartPage with an empty bag', () => {
  it('says "Your Shopping Bag Is Empty" and leads back to Collection, New In and Plus Size', () => {
    renderCart([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Your Shopping Bag Is Empty' })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Continue shopping' }));
    expect(links.getByRole('link', { name: 'Collection' })).toHaveAttribute('href', '/collection');
    expect(links.getByRole('link', { name: 'New In' })).toHaveAttribute('href', '/newIn');
    expect(links.getByRole('link', { name: 'Plus Size' })).toHaveAttribute('href', '/plusSize');
  });

  it('disables "Next"', () => {
    renderCart([]);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });
});

describe('CartPage while the bag is priced, and when that fails', () => {
  it('holds one placeholder line per bag line and no amounts while the first quote loads', () => {
    mockedUseCartQuote.mockReturnValue({ quote: null, loading: true, error: false, refresh });
    renderCart(['100001/blue/m/1', '100002/white/l/1']);
    const loading = screen.getByRole('list', { name: 'Loading your bag' });
    expect(within(loading).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Order Summary' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/\$\d/)).not.toBeInTheDocument();
  });

  it('says the bag could not be loaded and retries on request', async () => {
    const user = userEvent.setup();
    mockedUseCartQuote.mockReturnValue({ quote: null, loading: false, error: true, refresh });
    renderCart(['100001/blue/m/1']);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your bag. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
