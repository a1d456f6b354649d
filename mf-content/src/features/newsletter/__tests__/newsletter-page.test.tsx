import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render-page';
import { NewsletterPage } from '../views/newsletter-page';

describe('NewsletterPage', () => {
  it.each([
    ['confirmed', 'Your subscription is confirmed'],
    ['unsubscribed', 'You are unsubscribed'],
    ['invalid-link', 'This link is invalid or has expired'],
    ['made-up', 'This link is invalid or has expired'],
  ])('?status=%s says "%s"', (status, title) => {
    renderPage(<NewsletterPage />, `/newsletter?status=${status}`);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/collection');
  });
});
