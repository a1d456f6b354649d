import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render-page';
import { PolicyPage } from '../views/policy-page';

describe('PolicyPage', () => {
  beforeEach(() => renderPage(<PolicyPage />, '/policy'));

  it('shows the "Privacy Policy" heading and sets the document title', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy Policy | Vesna');
  });

  it('covers information collected, its uses, sharing, choices and contact', () => {
    for (const name of ['Information we collect', 'How we use it', 'Sharing', 'Your choices', 'Contact']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('says the full card number and security code are never stored', () => {
    expect(screen.getByText(/full card number and security code are never stored/)).toBeInTheDocument();
  });
});
