import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render-page';
import { SHOP_EMAIL } from 'contracts';
import { ContactUsPage } from '../views/contact-us-page';

describe('ContactUsPage', () => {
  beforeEach(() => renderPage(<ContactUsPage />, '/contactUs'));

  it('shows the "Contact Us" heading with the reply promise', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText(/within 1-2 business days/)).toBeInTheDocument();
    expect(document.title).toBe('Contact Us | Vesna');
  });

  it('links the shop e-mail address', () => {
    expect(screen.getByRole('link', { name: SHOP_EMAIL })).toHaveAttribute('href', `mailto:${SHOP_EMAIL}`);
  });
});
