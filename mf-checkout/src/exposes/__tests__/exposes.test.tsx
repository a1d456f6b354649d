import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import CartPage from '../cart-page';
import InfoPage from '../info-page';
import PaymentPage from '../payment-page';
import SuccessPage from '../success-page';
import FailedPage from '../failed-page';

// The bag page prices the bag through the API; here only the frame matters, so the quote never arrives.
jest.mock('shared-ui/state', () => ({
  ...jest.requireActual('shared-ui/state'),
  refreshSession: () => Promise.resolve(null),
}));
jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  useCartQuote: () => ({ quote: null, loading: true, error: false, refresh: () => undefined }),
}));

describe.each<[string, string, ComponentType, string, string]>([
  ['./CartPage', '/cart', CartPage, 'Shopping Bag', 'Shopping Bag'],
  ['./InfoPage', '/info', InfoPage, 'Shipping Info', 'Shipping Info'],
  ['./PaymentPage', '/payment', PaymentPage, 'Payment', 'Payment'],
  ['./SuccessPage', '/success', SuccessPage, 'Payment Successful', 'Payment Successful'],
  ['./FailedPage', '/failed', FailedPage, 'Sorry, Payment failed', 'Payment Failed'],
])('%s', (_expose, path, Page, heading, title) => {
  it(`default-exports the page: "${heading}" as h1, tab title "${title} | Vesna", inside the mf-checkout boundary`, async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>,
    );
    await act(async () => undefined); // the session check of the checkout steps
    const h1 = screen.getByRole('heading', { level: 1, name: heading });
    expect(h1.closest('[data-boundary]')).toHaveAttribute('data-boundary', 'mf-checkout');
    expect(document.title).toBe(`${title} | Vesna`);
  });
});
