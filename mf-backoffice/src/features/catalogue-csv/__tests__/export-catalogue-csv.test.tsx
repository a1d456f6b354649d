import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import type { StaffRole } from 'contracts/staff';
import { staffHttp } from '../../../lib/staff-api';
import { renderPage } from '../../../test/render-page';
import { catalogueCsvFileName } from '../api/export-catalogue-csv';
import { readFileText } from '../components/read-file-text';
import { CatalogueCsvActions } from '../components/catalogue-csv-actions';

const api = new MockAdapter(staffHttp);
afterEach(() => api.reset());

const asMember = (role: StaffRole) =>
  api.onGet('/staff/session').reply(200, { staff: { id: 1, email: 'm@vesna.test', name: 'Mykola', role } });

describe('exporting the catalogue', () => {
  it("names the file after the shop's day in Kyiv", () => {
    // 23:30 UTC on 30 November is already 1 December in Kyiv.
    expect(catalogueCsvFileName(new Date('2026-11-30T23:30:00Z'))).toBe('vesna-catalogue-2026-12-01.csv');
  });

  it("downloads the staff API's file under that name", async () => {
    asMember('catalogue');
    api.onGet('/staff/catalogue.csv').reply(200, 'id,name\r\n100001,Dress\r\n');
    const made: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      made.push(blob);
      return 'blob:catalogue';
    });
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderPage(<CatalogueCsvActions />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual([`${catalogueCsvFileName()} blob:catalogue`]));
    expect(await readFileText(made[0]!)).toBe('id,name\r\n100001,Dress\r\n');
    click.mockRestore();
  });

  it('offers export and import to catalogue members and owners, not to fulfilment', async () => {
    asMember('fulfilment');
    renderPage(<CatalogueCsvActions />);
    await waitFor(() => expect(api.history.get).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Import CSV' })).not.toBeInTheDocument();
  });

  it('links to the import page', async () => {
    asMember('owner');
    renderPage(<CatalogueCsvActions />);
    expect(await screen.findByRole('link', { name: 'Import CSV' })).toHaveAttribute('href', '/staff/products/import');
  });
});
