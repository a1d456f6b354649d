import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getDefaultStore } from 'jotai';
import { SHOP_EMAIL, SHOP_PHONE } from 'contracts';
import { placedOrderAtom } from '../../../state/checkout';
import { makeUser, resetCheckout, seed } from '../../../test-utils/checkout-test-kit';
import { SuccessPage } from '../views/success-page';

describe('SuccessPage', () => {
  beforeEach(() =>
    render(
      <MemoryRouter initialEntries={['/success']}>
        <SuccessPage />
      </MemoryRouter>,
    ),
  );

  it('shows "Payment Successful" and says the receipt was e-mailed', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText(/receipt has been sent to your e-mail/)).toBeInTheDocument();
    expect(document.title).toBe('Payment Successful | Vesna');
  });

  it('shows the shop’s e-mail and phone as links', () => {
    expect(screen.getByRole('link', { name: SHOP_EMAIL })).toHaveAttribute('href', `mailto:${SHOP_EMAIL}`);
    expect(screen.getByRole('link', { name: SHOP_PHONE })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
  });

  it('leads back to the collection', () => {
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/collection');
  });
});

describe('SuccessPage after a payment on this page', () => {
  afterEach(resetCheckout);

  it('shows the order number and the e-mail the receipt went to', () => {
    seed(makeUser(), []);
    getDefaultStore().set(placedOrderAtom, { orderNumber: '100042', email: 'olena@example.com' });
    render(
      <MemoryRouter initialEntries={['/success']}>
        <SuccessPage />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('order-number')).toHaveTextContent('100042');
    expect(screen.getByText(/Your order number is/)).toHaveTextContent('Your order number is 100042.');
    expect(screen.getByText(/receipt has been sent to your e-mail/)).toHaveTextContent(
      'Thank you for your order. Your receipt has been sent to your e-mail, olena@example.com.',
    );
  });
});
