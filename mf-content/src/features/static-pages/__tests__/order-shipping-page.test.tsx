import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render-page';
import { OrderShippingPage } from '../views/order-shipping-page';

describe('OrderShippingPage', () => {
  beforeEach(() => renderPage(<OrderShippingPage />, '/orderShipping'));

  it('shows the "Orders & Shipping" heading and sets the document title', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Orders & Shipping' })).toBeInTheDocument();
    expect(document.title).toBe('Orders & Shipping | Vesna');
  });

  it('has a section for each topic the spec lists', () => {
    const topics = [
      'Order processing',
      'Free shipping',
      'International shipping',
      'Tracking your order',
      'Delivery times',
      'APO/FPO addresses',
      'Lost or damaged packages',
      'Changes to your order',
      'Contact',
    ];
    for (const name of topics) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  });

  it('promises processing within 1-2 business days and free shipping on all orders', () => {
    expect(screen.getByText(/within 1-2 business days\. Orders placed on a weekend/)).toBeInTheDocument();
    expect(screen.getByText(/Shipping is free on all orders/)).toBeInTheDocument();
  });

  it('lists the section links under "On this page"', () => {
    // Hidden below the desktop breakpoint, and jsdom applies no media queries (nor names hidden elements).
    const nav = document.querySelector('nav[aria-label="On this page"]');
    expect(nav?.querySelectorAll('a')).toHaveLength(9);
  });
});
