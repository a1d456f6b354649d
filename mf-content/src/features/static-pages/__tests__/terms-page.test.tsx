import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render-page';
import { TermsPage } from '../views/terms-page';

describe('TermsPage', () => {
  beforeEach(() => renderPage(<TermsPage />, '/termsConditions'));

  it('shows the "Terms & Conditions" heading and sets the document title', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
    expect(document.title).toBe('Terms & Conditions | Vesna');
  });

  it('says the buyer must be 18 or have a parent or guardian’s permission', () => {
    expect(
      screen.getByText(/at least 18 years old, or have the permission of a parent or legal guardian/),
    ).toBeInTheDocument();
  });

  it('states prices in US dollars, free shipping and links the returns policy', () => {
    expect(screen.getByText(/All prices are shown in US dollars \(USD\)/)).toBeInTheDocument();
    expect(screen.getByText(/Shipping is free on every order/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Returns & Refunds' })).toHaveAttribute('href', '/returnsRefunds');
  });

  it('marks its root as owned by mf-content', () => {
    expect(screen.getByRole('article')).toHaveAttribute('data-boundary', 'mf-content');
  });
});
