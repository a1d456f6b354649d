import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../test/render-page';
import { ReturnsRefundsPage } from '../views/returns-refunds-page';

describe('ReturnsRefundsPage', () => {
  beforeEach(() => renderPage(<ReturnsRefundsPage />, '/returnsRefunds'));

  it('shows the "Returns & Refunds" heading and sets the document title', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Returns & Refunds' })).toBeInTheDocument();
    expect(document.title).toBe('Returns & Refunds | Vesna');
  });

  it('has the sections Returns, Refunds, Exchanges and Non-Returnable Items', () => {
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(expect.arrayContaining(['Returns', 'Refunds', 'Exchanges', 'Non-Returnable Items']));
  });

  it('allows returns within 30 days from purchase or delivery', () => {
    expect(screen.getByText(/within 30 days from the date of purchase or the date of delivery/)).toBeInTheDocument();
  });

  it('processes refunds within 7-10 business days after the item is received', () => {
    expect(screen.getByText(/processed within 7-10 business days after we receive the item/)).toBeInTheDocument();
  });

  it('has the customer pay return shipping unless the fault is ours', () => {
    expect(screen.getByText(/You pay the return shipping, unless/)).toBeInTheDocument();
  });

  it('lists gift cards and final-sale items as non-returnable', () => {
    const section = screen.getByRole('region', { name: 'Non-Returnable Items' });
    expect(within(section).getByText(/gift cards/)).toBeInTheDocument();
    expect(within(section).getByText(/final sale/)).toBeInTheDocument();
  });
});
