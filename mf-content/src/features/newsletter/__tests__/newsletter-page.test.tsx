import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyNewsletterLink } from 'shared-ui';
import { renderPage } from '../../../test/render-page';
import { NewsletterPage } from '../views/newsletter-page';

jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  applyNewsletterLink: jest.fn(),
}));
const mockedApply = jest.mocked(applyNewsletterLink);
beforeEach(() => mockedApply.mockReset());

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

  it.each([
    ['confirm', 'Confirm your subscription', 'Confirm My Subscription', 'confirmed', 'Your subscription is confirmed'],
    ['unsubscribe', 'Unsubscribe from the newsletter', 'Unsubscribe', 'unsubscribed', 'You are unsubscribed'],
  ] as const)(
    'a mailed %s link asks first, and acts only when the button is pressed',
    async (action, question, button, status, outcome) => {
      mockedApply.mockResolvedValue(status);
      renderPage(<NewsletterPage />, `/newsletter?action=${action}&token=tok-123`);
      expect(screen.getByRole('heading', { level: 1, name: question })).toBeInTheDocument();
      expect(mockedApply).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(mockedApply).toHaveBeenCalledWith(action, 'tok-123');
      expect(await screen.findByRole('heading', { level: 1, name: outcome })).toBeInTheDocument();
    },
  );

  it('says a used link is invalid once the button has asked', async () => {
    mockedApply.mockResolvedValue('invalid-link');
    renderPage(<NewsletterPage />, '/newsletter?action=confirm&token=used');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm My Subscription' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is invalid or has expired' })).toBeVisible();
  });
});
