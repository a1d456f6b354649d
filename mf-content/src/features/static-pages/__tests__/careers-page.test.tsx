import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render-page';
import { CareersPage } from '../views/careers-page';

describe('CareersPage', () => {
  beforeEach(() => renderPage(<CareersPage />, '/careers'));

  it('shows the "Careers" heading and sets the document title', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    expect(document.title).toBe('Careers | Vesna');
  });

  it('describes the four roles', () => {
    for (const role of ['Sales associates', 'Visual merchandisers', 'Buyers', 'Marketing specialists']) {
      const term = screen.getByText(role, { selector: 'dt' });
      expect(term.nextElementSibling?.textContent).not.toBe('');
    }
  });
});
