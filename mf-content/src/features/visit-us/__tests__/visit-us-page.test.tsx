import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render-page';
import { SHOP_EMAIL, SHOP_PHONE } from 'contracts';
import { VisitUsPage } from '../views/visit-us-page';

describe('VisitUsPage', () => {
  beforeEach(() => renderPage(<VisitUsPage />, '/visitUs'));

  it('shows the "Visit Us" heading and the Kyiv address', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Visit Us' })).toBeInTheDocument();
    expect(screen.getByText(/Kyiv/, { selector: 'address span' })).toBeInTheDocument();
    expect(document.title).toBe('Visit Us | Vesna');
  });

  it('shows the opening hours from the spec', () => {
    const hours = Array.from(document.querySelectorAll('#opening-hours dl > div')).map((row) => row.textContent);
    expect(hours).toEqual(['Monday to Friday10:00-19:00', 'Saturday10:00-18:00', 'SundayClosed']);
  });

  it('gives the e-mail address and phone number as links', () => {
    expect(screen.getByRole('link', { name: SHOP_EMAIL })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SHOP_PHONE })).toHaveAttribute('href', expect.stringMatching(/^tel:\+380/));
  });
});
