import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CartPage } from '../cart-page';
import { InfoPage } from '../../info/info-page';
import { PaymentPage } from '../../payment/payment-page';

describe.each<[string, ComponentType, string]>([
  ['/cart', CartPage, 'Shopping Bag'],
  ['/info', InfoPage, 'Shipping Info'],
  ['/payment', PaymentPage, 'Payment'],
])('%s', (path, Page, heading) => {
  it(`shows the "${heading}" heading and title inside the mf-checkout boundary`, () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>,
    );
    const h1 = screen.getByRole('heading', { level: 1, name: heading });
    expect(h1.closest('[data-boundary]')).toHaveAttribute('data-boundary', 'mf-checkout');
    expect(document.title).toBe(`${heading} | Vesna`);
  });
});
