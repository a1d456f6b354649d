import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import type { StaffDiscountCode } from 'contracts/staff';
import { staffHttp } from '../../../lib/staff-api';
import { renderPage } from '../../../test/render-page';
import { DiscountCodeEditorPage } from '../views/discount-code-editor-page';
import { DiscountCodesPage } from '../views/discount-codes-page';

const api = new MockAdapter(staffHttp);
afterEach(() => api.reset());

const spring: StaffDiscountCode = {
  id: 7,
  code: 'SPRING10',
  kind: 'percent',
  percent: 10,
  amountCents: null,
  scope: 'categories',
  categories: ['dresses'],
  productIds: [],
  minimumSubtotalCents: 5000,
  // 10:00 and 23:59 in Kyiv (UTC+2 in winter).
  startsAt: '2026-12-01T08:00:00.000Z',
  endsAt: '2026-12-31T21:59:00.000Z',
  maxUses: 100,
  maxUsesPerCustomer: 1,
  audience: 'everyone',
  active: true,
  usesHeld: 4,
  usesPaid: 3,
  createdAt: '2026-11-30T10:00:00.000Z',
  updatedAt: '2026-11-30T10:00:00.000Z',
};

const renderEditor = (path: string) => renderPage(<DiscountCodeEditorPage />, path, '/staff/discount-codes/:id');

describe('the discount codes list', () => {
  it('shows each code with its discount, scope, Kyiv times and uses', async () => {
    api.onGet('/staff/discount-codes').reply(200, { items: [spring] });
    renderPage(<DiscountCodesPage />, '/staff/discount-codes');
    const row = (await screen.findByRole('link', { name: 'SPRING10' })).closest('tr')!;
    expect(row).toHaveTextContent('10 %');
    expect(row).toHaveTextContent('Dresses');
    expect(row).toHaveTextContent('2026-12-01 10:00');
    expect(row).toHaveTextContent('2026-12-31 23:59');
    expect(row).toHaveTextContent('3 (+1 being paid) of 100');
    expect(screen.getByRole('link', { name: 'New discount code' })).toHaveAttribute(
      'href',
      '/staff/discount-codes/new',
    );
  });
});

describe('creating a code', () => {
  it('refuses a percentage above 100 and an end before its start before anything is sent', async () => {
    renderEditor('/staff/discount-codes/new');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Code/), 'winter');
    await user.type(screen.getByLabelText(/^Percentage/), '150');
    await user.type(screen.getByLabelText(/^Start/), '2026-12-10T10:00');
    await user.type(screen.getByLabelText(/^End/), '2026-12-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Percentage cannot be above 100')).toBeInTheDocument();
    expect(screen.getByText('The end must be after the start')).toBeInTheDocument();
    expect(api.history.post).toHaveLength(0);
  });

  it('sends the form in Kyiv time and shows the API refusal under its field', async () => {
    api.onPost('/staff/discount-codes').replyOnce(409, {
      error: 'Another discount code already has this code',
      fields: { code: 'Another discount code already has this code' },
    });
    renderEditor('/staff/discount-codes/new');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Code/), 'spring10');
    await user.type(screen.getByLabelText(/^Percentage/), '10');
    await user.type(screen.getByLabelText(/^Start/), '2026-12-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Another discount code already has this code')).toBeInTheDocument();
    expect(JSON.parse(api.history.post[0].data as string)).toMatchObject({
      code: 'spring10',
      kind: 'percent',
      percent: '10',
      scope: 'bag',
      startsAt: '2026-12-01T10:00',
      endsAt: null,
      audience: 'everyone',
    });
  });
});

describe('editing a code', () => {
  it('shows the stored code on the Kyiv clock, saves it and deactivates it', async () => {
    api.onGet('/staff/discount-codes/7').reply(200, spring);
    api.onPut('/staff/discount-codes/7').reply(200, { ...spring, percent: 15 });
    api.onPost('/staff/discount-codes/7/deactivate').reply(200, { ...spring, active: false });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderEditor('/staff/discount-codes/7');
    expect(await screen.findByLabelText(/^Start/)).toHaveValue('2026-12-01T10:00');
    expect(screen.getByLabelText(/^Minimum subtotal/)).toHaveValue('50.00');
    expect(screen.getByRole('checkbox', { name: 'Dresses' })).toBeChecked();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Percentage/));
    await user.type(screen.getByLabelText(/^Percentage/), '15');
    await user.click(screen.getByRole('button', { name: 'Save code' }));
    expect(await screen.findByText('Saved SPRING10.')).toBeInTheDocument();
    expect(JSON.parse(api.history.put[0].data as string)).toMatchObject({ percent: '15', categories: ['dresses'] });
    await user.click(screen.getByRole('button', { name: 'Deactivate SPRING10' }));
    await waitFor(() => expect(api.history.post).toHaveLength(1));
    expect(await screen.findByText('SPRING10 is deactivated.')).toBeInTheDocument();
  });
});
