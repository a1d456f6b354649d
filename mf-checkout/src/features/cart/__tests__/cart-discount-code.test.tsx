import { useMemo } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getDefaultStore } from 'jotai';
import type { CartItemKey, CartQuote } from 'contracts';
import { bagItemsAtom, sessionAtom } from 'shared-ui/state';
import { useCartQuote } from 'shared-ui';
import { DISCOUNT_CODE_KEY, discountCodeAtom } from '../../../state/checkout';
import { makeUser } from '../../../test-utils/checkout-test-kit';
import { CartPage } from '../views/cart-page';
import { fakeQuote, refresh } from './fake-quote';

jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  useCartQuote: jest.fn(),
}));

const mockedUseCartQuote = jest.mocked(useCartQuote);
const store = getDefaultStore();

/** The server's word on each code, as POST /api/cart/quote answers it (the page computes nothing). */
function quoteWithCode(items: readonly CartItemKey[], code: string | null | undefined): CartQuote {
  const plain = fakeQuote(items);
  if (!code) return plain;
  if (code === 'SPRING10') {
    const discount = { kind: 'code' as const, code, label: 'Code SPRING10 (10 %)', percent: 10, amountCents: 2590 };
    return {
      ...plain,
      discount,
      totalCents: plain.subtotalCents - 2590 + plain.taxCents,
      discountCode: { code, applied: true, reason: null, message: 'Code SPRING10 (10 %): $25.90 off.' },
    };
  }
  if (code === 'SMALL5') {
    const discount = { kind: 'birthday' as const, label: 'Birthday discount (15 %)', percent: 15, amountCents: 3885 };
    return {
      ...plain,
      discount,
      discountCode: {
        code,
        applied: false,
        reason: 'birthday-larger',
        message:
          'Your birthday discount is larger than the code SMALL5, so it applies instead (one discount per order).',
      },
    };
  }
  const message =
    code === 'WINTER'
      ? 'The code WINTER expired on January 31, 2026 at 18:00 (Kyiv time).'
      : `There is no discount code ${code}. Check its spelling.`;
  return {
    ...plain,
    discountCode: { code, applied: false, reason: code === 'WINTER' ? 'expired' : 'unknown', message },
  };
}

function useFakeQuoteWithCode(items: readonly CartItemKey[], code?: string | null) {
  const quote = useMemo(() => quoteWithCode(items, code), [items, code]);
  return { quote, loading: false, error: false, refresh };
}

function renderBag() {
  act(() => store.set(bagItemsAtom, ['100001/blue/m/2']));
  return render(
    <MemoryRouter initialEntries={['/cart']}>
      <CartPage />
    </MemoryRouter>,
  );
}

const summary = () => within(screen.getByRole('region', { name: 'Order Summary' }));

async function addCode(code: string) {
  const user = userEvent.setup();
  await user.click(summary().getByRole('button', { name: 'Add discount code' }));
  await user.type(summary().getByLabelText('Discount code'), code);
  await user.click(summary().getByRole('button', { name: 'Apply' }));
  return user;
}

beforeEach(() => {
  mockedUseCartQuote.mockReset();
  mockedUseCartQuote.mockImplementation(useFakeQuoteWithCode);
});
afterEach(() => {
  act(() => {
    store.set(discountCodeAtom, null);
    store.set(bagItemsAtom, []);
    store.set(sessionAtom, { isLogged: false, user: null });
  });
  sessionStorage.clear();
});

describe('the bag\'s "Add discount code"', () => {
  it('asks the quote with the code; the summary shows it by name and amount, and the total after it', async () => {
    renderBag();
    expect(summary().queryByText(/Code SPRING10/)).not.toBeInTheDocument();
    await addCode('spring10');
    expect(mockedUseCartQuote).toHaveBeenLastCalledWith(['100001/blue/m/2'], 'SPRING10');
    expect(summary().getByText('Code SPRING10 (10 %)').nextElementSibling).toHaveTextContent('−$25.90');
    // $259.00 − $25.90 + the server's tax $12.34.
    expect(summary().getByText('Total').nextElementSibling).toHaveTextContent('$245.44');
    expect(summary().getByRole('status')).toHaveTextContent('Code SPRING10 (10 %): $25.90 off.');
  });

  it("says why a code does not apply, in the server's words, and takes nothing off", async () => {
    renderBag();
    await addCode('winter');
    expect(summary().getByRole('alert')).toHaveTextContent(
      'The code WINTER expired on January 31, 2026 at 18:00 (Kyiv time).',
    );
    expect(summary().getByText('Total').nextElementSibling).toHaveTextContent('$271.34');
  });

  it('says which discount applies when the birthday discount is larger', async () => {
    renderBag();
    await addCode('small5');
    expect(summary().getByText('Birthday discount (15 %)')).toBeInTheDocument();
    expect(summary().getByRole('status')).toHaveTextContent(
      'Your birthday discount is larger than the code SMALL5, so it applies instead (one discount per order).',
    );
  });

  it('removes the code: the quote is asked without it, and another can be added', async () => {
    renderBag();
    const user = await addCode('nosuch');
    expect(summary().getByRole('alert')).toHaveTextContent('There is no discount code NOSUCH. Check its spelling.');
    await user.click(summary().getByRole('button', { name: 'Remove discount code NOSUCH' }));
    expect(mockedUseCartQuote).toHaveBeenLastCalledWith(['100001/blue/m/2'], null);
    expect(summary().getByRole('button', { name: 'Add discount code' })).toBeInTheDocument();
    expect(sessionStorage.getItem(DISCOUNT_CODE_KEY)).toBeNull();
  });

  it('asks for a code before Apply sends anything', async () => {
    renderBag();
    const user = userEvent.setup();
    await user.click(summary().getByRole('button', { name: 'Add discount code' }));
    expect(summary().getByLabelText('Discount code')).toHaveFocus();
    await user.click(summary().getByRole('button', { name: 'Apply' }));
    expect(summary().getByLabelText('Discount code')).toHaveAccessibleDescription('Enter a discount code');
    expect(mockedUseCartQuote).not.toHaveBeenCalledWith(expect.anything(), expect.any(String));
  });

  it("keeps the code for the tab, goes on with a guest who logs in, and is none for another shopper's tab", async () => {
    renderBag();
    await addCode('spring10');
    expect(JSON.parse(sessionStorage.getItem(DISCOUNT_CODE_KEY)!)).toEqual({ owner: 'guest', code: 'SPRING10' });
    act(() => store.set(sessionAtom, { isLogged: true, user: makeUser({ id: 'u-1' }) }));
    expect(store.get(discountCodeAtom)).toBe('SPRING10');
    act(() => store.set(discountCodeAtom, 'SPRING10'));
    act(() => store.set(sessionAtom, { isLogged: true, user: makeUser({ id: 'u-2' }) }));
    expect(store.get(discountCodeAtom)).toBeNull();
  });
});
