import { screen, within } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import type { StaffDashboard } from 'contracts/staff';
import { staffHttp } from '../../../lib/staff-api';
import { renderPage } from '../../../test/render-page';
import { HomePage } from '../home-page';

// uPlot draws on a canvas, which jsdom has not: the chart is stood in for by what it was handed.
jest.mock('../components/orders-chart', () => ({
  __esModule: true,
  default: ({ days }: { days: { date: string; orders: number }[] }) => (
    <p>
      chart of {days.length} days, {days.reduce((sum, d) => sum + d.orders, 0)} orders
    </p>
  ),
}));

const api = new MockAdapter(staffHttp);
afterEach(() => api.reset());

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-11-${String(i + 2).padStart(2, '0')}`.replace('2026-11-31', '2026-12-01'),
  orders: i === 29 ? 3 : 1,
  revenue: 100,
  units: 2,
}));
const figures: StaffDashboard = {
  today: { date: '2026-12-01', orders: 3, revenue: 389.7, units: 5 },
  returnsWaiting: 2,
  exchangesWaiting: 1,
  lowStock: [{ productId: '100003', name: 'Pleated skirt', color: 'green', size: 's', quantity: 1 }],
  days,
};
const owner = { id: 1, email: 'o@vesna.test', name: 'Olena', role: 'owner' as const };

describe('the home page', () => {
  it("shows today's orders, revenue, units, returns and exchanges waiting, low stock and the 30 days' chart", async () => {
    api.onGet('/staff/dashboard').reply(200, figures);
    renderPage(<HomePage member={owner} />);
    const today = await screen.findByRole('region', { name: /^Today in Kyiv \(1 December 2026\)/ });
    const figure = (label: string) => within(today).getByText(label).nextElementSibling?.textContent;
    expect(figure('Orders')).toBe('3');
    expect(figure('Revenue')).toBe('$389.70');
    expect(figure('Units')).toBe('5');
    expect(figure('Returns waiting')).toBe('2');
    expect(figure('Exchanges waiting')).toBe('1');
    expect(await screen.findByText('chart of 30 days, 32 orders')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pleated skirt' })).toHaveAttribute('href', '/staff/products/100003');
    expect(screen.getByRole('row', { name: 'Pleated skirt Green S 1' })).toBeVisible();
  });

  it('says so when the figures cannot be loaded', async () => {
    api.onGet('/staff/dashboard').reply(500, { error: 'Something went wrong' });
    renderPage(<HomePage member={owner} />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Today's figures could not be loaded");
  });
});
