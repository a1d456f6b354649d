import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import type { CsvImportResult } from 'contracts/staff';
import { staffHttp } from '../../../lib/staff-api';
import { renderPage } from '../../../test/render-page';
import { CatalogueImportPage } from '../views/catalogue-import-page';

const api = new MockAdapter(staffHttp);
afterEach(() => api.reset());

const HEADER = 'id,name,description,price,category,fabric,new,plus_size,final_sale,status,color,size,stock';
const CSV = `${HEADER}\r\n100001,Linen dress,Long,64.00,dresses,linen,false,false,false,published,red,s,7\r\n`;
const csvFile = (text = CSV, name = 'catalogue.csv') => new File([text], name, { type: 'text/csv' });

const CHANGES: CsvImportResult['changes'] = [
  { line: 2, productId: '100001', field: 'price', before: '59', after: '64' },
  { line: 2, productId: '100001', field: 'stock red/s', before: '3', after: '7' },
  { line: 5, productId: '100002', field: 'name', before: 'Skirt', after: 'Pleated skirt' },
];

const renderImport = () => renderPage(<CatalogueImportPage />, '/staff/products/import', '/staff/products/import');
const pickFile = (file = csvFile()) => userEvent.upload(screen.getByLabelText('Choose a CSV file'), file);
const importCalls = (apply: number) =>
  api.history.post.filter((call) => (call.params as { apply: number }).apply === apply);

describe('importing the catalogue from a CSV file', () => {
  it('dry-runs the chosen file as text/csv and lists every change with its line', async () => {
    api.onPost('/staff/catalogue/import').reply(200, { applied: false, changes: CHANGES, errors: [] });
    renderImport();
    await pickFile();
    const changes = await screen.findByRole('table', { name: 'Changes (3)' });
    const rows = within(changes).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2', '100001', 'Price', '$59.00', '$64.00'],
      ['2', '100001', 'Stock red S', '3', '7'],
      ['5', '100002', 'Name', 'Skirt', 'Pleated skirt'],
    ]);
    expect(screen.getByText(/Dry run of catalogue.csv: 3 change\(s\) to 2 product\(s\), no errors/)).toBeVisible();
    const [dryRun] = importCalls(0);
    expect(dryRun!.data).toBe(CSV);
    expect(dryRun!.headers!['Content-Type']).toBe('text/csv; charset=utf-8');
    expect(importCalls(1)).toHaveLength(0);
  });

  it('shows each row error with its line number and keeps Apply disabled', async () => {
    api.onPost('/staff/catalogue/import').reply(200, {
      applied: false,
      changes: CHANGES.slice(0, 1),
      errors: [
        { line: 3, column: 'price', message: 'The price has at most two decimals' },
        { line: 7, column: 'stock', message: 'Stock is a whole number' },
      ],
    });
    renderImport();
    await pickFile();
    const errors = await screen.findByRole('table', { name: 'Row errors (2)' });
    expect(within(errors).getByRole('row', { name: /3 price The price has at most two decimals/ })).toBeVisible();
    expect(within(errors).getByRole('row', { name: /7 stock Stock is a whole number/ })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('catalogue.csv: 2 row error(s)');
    const apply = screen.getByRole('button', { name: 'Apply 1 change(s)' });
    expect(apply).toBeDisabled();
    expect(apply).toHaveAccessibleDescription('A file with row errors cannot be applied.');
  });

  it('applies a clean file, says how many products changed, and has the product list asked again', async () => {
    api.onPost('/staff/catalogue/import').reply((config) => {
      const apply = (config.params as { apply: number }).apply === 1;
      return [200, { applied: apply, changes: CHANGES, errors: [] }];
    });
    const { client } = renderImport();
    client.setQueryData(['staff', 'products', {}], { items: [], total: 0 });
    await pickFile();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply 3 change(s)' }));
    expect(await screen.findByText('Applied catalogue.csv: 2 product(s) changed.')).toBeVisible();
    expect(importCalls(1)[0]!.data).toBe(CSV);
    expect(client.getQueryState(['staff', 'products', {}])?.isInvalidated).toBe(true);
    expect(screen.queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();
  });

  it('takes a dropped file like a chosen one', async () => {
    api.onPost('/staff/catalogue/import').reply(200, { applied: false, changes: [], errors: [] });
    renderImport();
    fireEvent.drop(screen.getByTestId('csv-drop-zone'), { dataTransfer: { files: [csvFile(CSV, 'dropped.csv')] } });
    expect(await screen.findByText('dropped.csv matches the catalogue: there is nothing to change.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Apply 0 change(s)' })).toBeDisabled();
    expect(importCalls(0)[0]!.data).toBe(CSV);
  });

  it('shows the row errors of an apply the API refused, and that nothing was applied', async () => {
    api.onPost('/staff/catalogue/import').reply((config) => {
      if ((config.params as { apply: number }).apply === 0)
        return [200, { applied: false, changes: CHANGES.slice(1, 2), errors: [] }];
      return [
        400,
        {
          error: '1 row error(s): nothing was applied',
          applied: false,
          changes: CHANGES.slice(1, 2),
          errors: [{ line: 2, column: 'stock', message: 'Unpaid orders hold 9: stock cannot go below 9' }],
        },
      ];
    });
    renderImport();
    await pickFile();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply 1 change(s)' }));
    const errors = await screen.findByRole('table', { name: 'Row errors (1)' });
    expect(within(errors).getByText('Unpaid orders hold 9: stock cannot go below 9')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply 1 change(s)' })).toBeDisabled());
    expect(screen.queryByText(/product\(s\) changed/)).not.toBeInTheDocument();
  });
});
