import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartQuote, DefaultCard, PurchaseResponse } from 'contracts';
import { ORDERS_QUERY_KEY, loadStripeWith, getDefaultAddress, getDefaultCard, purchase, useCartQuote } from 'shared-ui';
import { bagItemsAtom, browserQueryClient, refreshSession } from 'shared-ui/state';
import { placedOrderAtom, purchaseAttemptAtom, shippingDetailsAtom } from '../../../state/checkout';
import {
  apiError,
  makeUser,
  renderStep,
  resetCheckout,
  savedAddress,
  seed,
  store,
} from '../../../test-utils/checkout-test-kit';
import { fakeQuote, refresh, useFakeCartQuote } from '../../cart/__tests__/fake-quote';
import { PaymentPage } from '../views/payment-page';

// The processor's React bindings, mocked at the module boundary: the card field is a button that
// reports a complete card (or an invalid one), and the Stripe object's confirmCardPayment is a spy.
const mockCardElement = { elementType: 'card' };
const mockStripe = { confirmCardPayment: jest.fn() };
const mockElements = { getElement: jest.fn(() => mockCardElement) };
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: unknown }) => children,
  CardElement: ({ onChange }: { onChange: (event: unknown) => void }) => (
    <>
      <button type="button" onClick={() => onChange({ elementType: 'card', empty: false, complete: true })}>
        Type a complete card
      </button>
      <button
        type="button"
        onClick={() =>
          onChange({
            elementType: 'card',
            empty: false,
            complete: false,
            error: { type: 'validation_error', code: 'invalid_number', message: 'Invalid card number' },
          })
        }
      >
        Type a wrong card
      </button>
    </>
  ),
  useStripe: () => mockStripe,
  useElements: () => mockElements,
}));
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

const mockRemove = jest.fn();
jest.mock('shared-ui/state', () => {
  const actual = jest.requireActual('shared-ui/state');
  return {
    ...actual,
    refreshSession: jest.fn(),
    // The real bag; only the removal after a payment is observed (and applied locally, without the API).
    useBag: () => ({ ...actual.useBag(), remove: mockRemove }),
  };
});
// The card form's loader, which the kit's useCardProcessor calls by its module (loadStripeWith has its own tests).
jest.mock('shared-ui/src/payments/load-stripe', () => ({ loadStripeWith: jest.fn() }));
jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  useCartQuote: jest.fn(),
  getDefaultAddress: jest.fn(),
  getDefaultCard: jest.fn(),
  purchase: jest.fn(),
}));
jest.setTimeout(20_000);

const BAG = ['100001/blue/m/1', '100002/white/l/2'];
const user = makeUser();
const { userId: _userId, default: _default, ...shipping } = savedAddress;
const answer: PurchaseResponse = {
  clientSecret: 'pi_1_secret_x',
  orderId: 'o-1',
  orderNumber: '100042',
  savedPaymentMethodId: null,
};
const savedCard: DefaultCard = {
  brand: 'visa',
  last4: '4242',
  expiryMonth: 12,
  expiryYear: 2030,
  cardExpiryDate: '12/30',
  paymentMethodId: 'pm_saved',
};

beforeEach(() => {
  jest.mocked(useCartQuote).mockImplementation(useFakeCartQuote);
  refresh.mockReset();
  jest.mocked(refreshSession).mockResolvedValue(user);
  jest.mocked(getDefaultAddress).mockResolvedValue(savedAddress);
  jest.mocked(getDefaultCard).mockResolvedValue(null);
  jest.mocked(loadStripeWith).mockResolvedValue(mockStripe);
  jest.mocked(purchase).mockReset().mockResolvedValue(answer);
  mockStripe.confirmCardPayment.mockReset().mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
  mockRemove
    .mockReset()
    .mockImplementation((key: string) =>
      store.set(bagItemsAtom, (items: string[]) => items.filter((item) => item !== key)),
    );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  resetCheckout();
  jest.mocked(console.error).mockRestore();
});

const field = (label: string) => screen.getByLabelText(label);
const payButton = () => screen.getByRole('button', { name: /^Pay/ });

async function openPayment({ withShipping = true } = {}) {
  seed(user, BAG);
  if (withShipping) act(() => store.set(shippingDetailsAtom, shipping));
  renderStep('/payment', <PaymentPage />);
  if (withShipping) await screen.findByRole('form', { name: 'Payment' });
}

async function fillAndPay(events = userEvent.setup({ delay: null })) {
  await events.click(field('Default'));
  await events.click(screen.getByRole('button', { name: 'Type a complete card' }));
  await events.click(payButton());
  return events;
}

describe('/payment for a guest or without shipping details', () => {
  it('asks a guest to log in and sends nothing', async () => {
    jest.mocked(refreshSession).mockResolvedValue(null);
    seed(null, BAG);
    act(() => store.set(shippingDetailsAtom, shipping));
    renderStep('/payment', <PaymentPage />);
    expect(await screen.findByRole('heading', { name: 'Not logged in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?returnTo=/payment');
    expect(loadStripeWith).not.toHaveBeenCalled();
    expect(purchase).not.toHaveBeenCalled();
  });

  it('sends the shopper back to /info when the shipping details are not in memory (after a reload)', async () => {
    await openPayment({ withShipping: false });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/info'));
  });

  it('says payments are unavailable when the shop takes none', async () => {
    jest.mocked(loadStripeWith).mockResolvedValue(null);
    seed(user, BAG);
    act(() => store.set(shippingDetailsAtom, shipping));
    renderStep('/payment', <PaymentPage />);
    const notice = await screen.findByText(
      'Payments are unavailable at the moment. Your bag is saved; please try again later.',
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('says the card form could not be loaded, and loads it again on "Try Again"', async () => {
    jest.mocked(loadStripeWith).mockClear().mockRejectedValueOnce(new Error('script failed'));
    seed(user, BAG);
    act(() => store.set(shippingDetailsAtom, shipping));
    renderStep('/payment', <PaymentPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the secure card form. Please try again.',
    );
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('form', { name: 'Payment' })).toBeInTheDocument();
    expect(loadStripeWith).toHaveBeenCalledTimes(2);
  });
});

describe('/payment billing form (spec section 5, Billing form)', () => {
  it('shows the "required" messages and focuses the first field with an error', async () => {
    await openPayment();
    const events = userEvent.setup({ delay: null });
    await events.click(screen.getByRole('button', { name: 'Type a complete card' }));
    await events.click(payButton());
    for (const [label, message] of [
      ['Name', 'Name is required'],
      ['Email', 'Email is required'],
      ['Address', 'First address line is required'],
      ['City', 'City is required'],
      ['Country', 'Country is required'],
      ['ZIP', 'ZIP is required'],
      ['Phone', 'Phone number is required'],
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(purchase).not.toHaveBeenCalled();
  });

  it('shows the spec’s format messages', async () => {
    await openPayment();
    const events = userEvent.setup({ delay: null });
    await events.type(field('Name'), 'Anna 2');
    await events.type(field('Email'), 'anna@mail');
    await events.type(field('Country'), 'Ukra1ne');
    await events.type(field('City'), 'Ky1v');
    await events.type(field('ZIP'), '01001');
    await events.type(field('Phone'), '12345');
    await events.click(screen.getByRole('button', { name: 'Type a complete card' }));
    await events.click(payButton());
    for (const message of [
      'Name cannot contain numbers or special characters',
      'Invalid email address',
      'Country cannot contain numbers or special characters',
      'City cannot contain numbers or special characters',
      'ZIP format must be **-***',
      'Phone number must be exactly 10 digits',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('"Default" fills the form from the profile and the default address and clears the errors shown', async () => {
    await openPayment();
    const events = userEvent.setup({ delay: null });
    await events.click(screen.getByRole('button', { name: 'Type a complete card' }));
    await events.click(payButton());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await events.click(field('Default'));
    expect(field('Name')).toHaveValue('Anna Koval');
    expect(field('Email')).toHaveValue('anna@example.com');
    expect(field('Address')).toHaveValue('Khreshchatyk 22');
    expect(field('Apartment')).toHaveValue('5');
    expect(field('City')).toHaveValue('Kyiv');
    expect(field('Country')).toHaveValue('Ukraine');
    expect(field('ZIP')).toHaveValue('01-001');
    expect(field('Phone')).toHaveValue('0501234567');
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();

    await events.click(field('Default'));
    for (const label of ['Name', 'Email', 'Address', 'Apartment', 'City', 'Country', 'ZIP', 'Phone']) {
      expect(field(label)).toHaveValue('');
    }
    // Emptied, but untouched again: no message until the shopper tries to pay.
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
  });

  it('shows the card field’s own message', async () => {
    await openPayment();
    const events = userEvent.setup({ delay: null });
    await events.click(screen.getByRole('button', { name: 'Type a wrong card' }));
    expect(screen.getByText('Invalid card number')).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });
});

describe('/payment Pay', () => {
  it('is disabled until the card is complete, and shows the total', async () => {
    await openPayment();
    expect(payButton()).toHaveTextContent(`Pay $${(fakeQuote(BAG).totalCents / 100).toFixed(2)}`);
    expect(payButton()).toBeDisabled();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Type a complete card' }));
    expect(payButton()).toBeEnabled();
  });

  it('buys, confirms the card, clears the ordered lines from the bag and shows /success', async () => {
    await openPayment();
    await fillAndPay();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success'));

    const quote: CartQuote = fakeQuote(BAG);
    expect(purchase).toHaveBeenCalledTimes(1);
    const [request, options] = jest.mocked(purchase).mock.calls[0];
    expect(request).toEqual({
      name: 'Anna Koval',
      email: 'anna@example.com',
      currency: 'usd',
      shippingDetails: shipping,
      paymentDetails: {
        method: 'card',
        currency: 'usd',
        billingAddress: {
          name: 'Anna Koval',
          email: 'anna@example.com',
          addressLine1: 'Khreshchatyk 22',
          addressLine2: '5',
          zip: '01-001',
          country: 'Ukraine',
          city: 'Kyiv',
          phone: '0501234567',
        },
      },
      totalPrice: quote.totalCents / 100,
      products: BAG,
    });
    expect(options.idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(mockElements.getElement).toHaveBeenCalledWith('card');
    expect(mockStripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_x', {
      payment_method: { card: mockCardElement, billing_details: { name: 'Anna Koval', email: 'anna@example.com' } },
    });
    expect(mockRemove.mock.calls.map(([key]) => key)).toEqual(BAG);
    expect(store.get(bagItemsAtom)).toEqual([]);
    expect(store.get(placedOrderAtom)).toEqual({
      orderNumber: '100042',
      email: 'anna@example.com',
      discount: null,
      totalCents: 31984,
    });
    expect(store.get(purchaseAttemptAtom)).toBeNull();
  });

  it('marks the account’s orders (shared-ui’s ORDERS_QUERY_KEY) to be asked again once the order is placed', async () => {
    // As the account's Orders tab left them: its keys start with ORDERS_QUERY_KEY.
    const ordersKey = [...ORDERS_QUERY_KEY, user.id, 'list'];
    browserQueryClient.setQueryData(ordersKey, []);
    await openPayment();
    expect(browserQueryClient.getQueryState(ordersKey)?.isInvalidated).toBe(false);
    await fillAndPay();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success'));
    expect(browserQueryClient.getQueryState(ordersKey)?.isInvalidated).toBe(true);
  });

  it('leaves the orders alone when no order was placed (a refused purchase)', async () => {
    const ordersKey = [...ORDERS_QUERY_KEY, user.id, 'list'];
    browserQueryClient.setQueryData(ordersKey, []);
    jest.mocked(purchase).mockRejectedValue(apiError(401, { error: 'Please log in' }));
    await openPayment();
    await fillAndPay();
    expect(await screen.findByText('Please log in')).toBeInTheDocument();
    expect(browserQueryClient.getQueryState(ordersKey)?.isInvalidated).toBe(false);
  });

  it('is disabled while the payment is on its way', async () => {
    let answerPurchase!: (value: PurchaseResponse) => void;
    jest.mocked(purchase).mockReturnValue(new Promise((resolve) => (answerPurchase = resolve)));
    mockStripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { status: 'processing' } });
    await openPayment();
    await fillAndPay();
    await waitFor(() => expect(payButton()).toBeDisabled());
    expect(payButton()).toHaveAttribute('aria-busy', 'true');
    await act(async () => answerPurchase(answer));
    // "processing": nothing happens, the button is active again.
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(screen.getByTestId('location')).toHaveTextContent('/payment');
    expect(mockRemove).not.toHaveBeenCalled();
  });

  it('goes to /failed when the card is declined, and pays the same order again on retry', async () => {
    mockStripe.confirmCardPayment.mockResolvedValue({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    await openPayment();
    await fillAndPay();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/failed'));
    expect(mockRemove).not.toHaveBeenCalled();
    const firstKey = jest.mocked(purchase).mock.calls[0][1].idempotencyKey;

    // Retry from /failed: the same bag, total, address and card choice send the same key.
    mockStripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    renderStep('/payment', <PaymentPage />);
    await screen.findAllByRole('form', { name: 'Payment' });
    const forms = screen.getAllByRole('form', { name: 'Payment' });
    const retry = within(forms[forms.length - 1]);
    const events = userEvent.setup({ delay: null });
    await events.click(retry.getByLabelText('Default'));
    await events.click(retry.getByRole('button', { name: 'Type a complete card' }));
    await events.click(retry.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(purchase).toHaveBeenCalledTimes(2));
    expect(jest.mocked(purchase).mock.calls[1][1].idempotencyKey).toBe(firstKey);
  });

  it('goes to /failed when the purchase itself fails', async () => {
    jest.mocked(purchase).mockRejectedValue(apiError(500, { error: 'Internal Server Error' }));
    await openPayment();
    await fillAndPay();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/failed'));
    expect(mockStripe.confirmCardPayment).not.toHaveBeenCalled();
  });

  it('shows the new total when the price changed, asks for the new quote and lets the shopper pay again', async () => {
    const newQuote = { ...fakeQuote(BAG), totalCents: 45_678 };
    jest
      .mocked(purchase)
      .mockRejectedValue(apiError(409, { error: 'The price changed', reason: 'price-changed', quote: newQuote }));
    await openPayment();
    await fillAndPay();
    expect(await screen.findByText(/The price of your bag has changed\. The new total is \$456\.78\./)).toBeVisible();
    expect(refresh).toHaveBeenCalled();
    expect(mockStripe.confirmCardPayment).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/payment');
    await waitFor(() => expect(payButton()).toBeEnabled());
  });

  it('names the short item and links back to the bag when the stock ran out', async () => {
    jest.mocked(purchase).mockRejectedValue(
      apiError(409, {
        error: 'Not enough stock',
        reason: 'stock-short',
        lines: [{ key: '100002/white/l/2', name: 'Silk Blouse', available: 1 }],
      }),
    );
    await openPayment();
    await fillAndPay();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Only 1 left of Silk Blouse.');
    expect(within(alert).getByRole('link', { name: 'Update your bag' })).toHaveAttribute('href', '/cart');
    expect(mockStripe.confirmCardPayment).not.toHaveBeenCalled();
  });

  it('pays with the saved card by its payment method id', async () => {
    jest.mocked(getDefaultCard).mockResolvedValue(savedCard);
    jest.mocked(purchase).mockResolvedValue({ ...answer, savedPaymentMethodId: 'pm_saved' });
    await openPayment();
    const saved = screen.getByRole('radio', { name: 'Saved card •••• 4242, expires 12/30' });
    expect(saved).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Type a complete card' })).not.toBeInTheDocument();
    const events = userEvent.setup({ delay: null });
    await events.click(field('Default'));
    await events.click(payButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success'));
    expect(jest.mocked(purchase).mock.calls[0][0].paymentDetails.method).toBe('saved-card');
    expect(mockStripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_x', { payment_method: 'pm_saved' });
  });

  it('offers a new card beside the saved one', async () => {
    jest.mocked(getDefaultCard).mockResolvedValue(savedCard);
    await openPayment();
    await userEvent.setup({ delay: null }).click(screen.getByRole('radio', { name: 'New card' }));
    expect(screen.getByRole('button', { name: 'Type a complete card' })).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });
});
