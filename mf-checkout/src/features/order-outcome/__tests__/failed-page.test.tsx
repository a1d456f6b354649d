import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FailedPage } from '../views/failed-page';

describe('FailedPage', () => {
  beforeEach(() =>
    render(
      <MemoryRouter initialEntries={['/failed']}>
        <FailedPage />
      </MemoryRouter>,
    ),
  );

  it('shows "Sorry, Payment failed" with the spec’s text and guidance', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Sorry, Payment failed' })).toBeInTheDocument();
    expect(screen.getByText('Unfortunately. your order Cannot Be Completed.')).toBeInTheDocument();
    expect(screen.getByText(/billing address matches.*try another payment method/)).toBeInTheDocument();
    expect(document.title).toBe('Payment Failed | Vesna');
  });

  it('links Retry to /payment and "Back to My Orders" to /cart', () => {
    expect(screen.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', '/payment');
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/cart');
  });
});
