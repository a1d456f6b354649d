import { asStaff, createStaff, type TestStaff } from '../../../test-support/staff';
import { useTestApp } from '../../../test-support/test-app';
import { parseCsv } from '../csv-format';

// Issue 32, point 4: the catalogue out as CSV and back in. A dry run lists every change and every row error
// with its line; applying is all or nothing; exported cells a spreadsheet could run are neutralised.
const ctx = useTestApp();
let editor: TestStaff;
beforeAll(async () => {
  editor = await createStaff(ctx.app, ctx.database.db, 'catalogue');
});

const HEADER = 'id,name,description,price,category,fabric,new,plus_size,final_sale,status,color,size,stock';
const importCsv = (csv: string, apply: 0 | 1) =>
  ctx.app.inject(
    asStaff(editor, {
      method: 'POST',
      url: `/api/staff/catalogue/import?apply=${apply}`,
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    }),
  );
const row = (over: Partial<Record<string, string>> = {}) => {
  const v = {
    id: '100001',
    name: 'Csv Dress',
    description: 'From a spreadsheet',
    price: '59.00',
    category: 'dresses',
    fabric: 'cotton',
    new: 'false',
    plus_size: 'false',
    final_sale: 'false',
    status: 'published',
    color: 'red',
    size: 's',
    stock: '3',
    ...over,
  };
  return HEADER.split(',')
    .map((c) => v[c as keyof typeof v])
    .join(',');
};
const productRow = async (id: string) =>
  (
    await ctx.database.db.query<{ name: string; price: string }>(
      'SELECT name, price::text FROM products WHERE id = $1',
      [id],
    )
  ).rows[0];

describe('the CSV export', () => {
  it('lists every product, colour and size, and neutralises cells a spreadsheet would run', async () => {
    await ctx.database.db.query(`UPDATE products SET name = '=HYPERLINK("http://evil")' WHERE id = '100003'`);
    const res = await ctx.app.inject(asStaff(editor, { url: '/api/staff/catalogue.csv' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const rows = parseCsv(res.body);
    expect(rows[0]!.cells.join(',')).toBe(HEADER);
    const evil = rows.find((r) => r.cells[0] === '100003')!;
    expect(evil.cells[1]).toBe(`'=HYPERLINK("http://evil")`);
    expect(res.body).not.toMatch(/(^|,)=HYPERLINK/m);
  });
});

describe('the CSV import', () => {
  it('dry-runs the changes, then applies them; re-importing the export changes nothing', async () => {
    const exported = (await ctx.app.inject(asStaff(editor, { url: '/api/staff/catalogue.csv' }))).body;
    const again = await importCsv(exported, 0);
    expect(again.json()).toEqual({ applied: false, changes: [], errors: [] });

    const csv = `\uFEFF${HEADER}\r\n${row({ id: '100002', name: 'Renamed "by" CSV', description: '"Two\nlines"' })}\r\n`;
    const dry = await importCsv(csv.replace('Renamed "by" CSV', '"Renamed ""by"" CSV"'), 0);
    expect(dry.statusCode).toBe(200);
    const body = dry.json();
    expect(body.errors).toEqual([]);
    expect(body.applied).toBe(false);
    expect(body.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line: 2, productId: '100002', field: 'name', after: 'Renamed "by" CSV' }),
      ]),
    );
    expect((await productRow('100002'))!.name).not.toBe('Renamed "by" CSV');

    const applied = await importCsv(csv.replace('Renamed "by" CSV', '"Renamed ""by"" CSV"'), 1);
    expect(applied.json().applied).toBe(true);
    expect(await productRow('100002')).toEqual({ name: 'Renamed "by" CSV', price: '59.00' });
    const { rows } = await ctx.database.db.query(
      `SELECT 1 FROM audit_log WHERE action = 'product.import' AND entity_id = '100002'`,
    );
    expect(rows).toHaveLength(1);
  });

  it('applies only the products the file changes: the others keep their version and get no audit entry', async () => {
    const exported = (await ctx.app.inject(asStaff(editor, { url: '/api/staff/catalogue.csv' }))).body;
    const lines = exported.trim().split('\r\n');
    const rowsOf = (id: string) => lines.filter((line) => line.startsWith(`${id},`));
    const [first, ...rest] = rowsOf('100006');
    const renamed = first!.replace(/^100006,[^,]+,/, '100006,Renamed in the sheet,');
    const others = rest.map((line) => line.replace(/^100006,[^,]+,/, '100006,Renamed in the sheet,'));
    const csv = [lines[0], renamed, ...others, ...rowsOf('100007')].join('\r\n');
    const versions = async () =>
      (
        await ctx.database.db.query<{ id: string; version: number }>(
          `SELECT id, version FROM products WHERE id IN ('100006', '100007') ORDER BY id`,
        )
      ).rows.map((r) => r.version);
    const [before6, before7] = await versions();
    const res = await importCsv(csv, 1);
    expect(res.json()).toMatchObject({ applied: true, errors: [] });
    expect(new Set(res.json().changes.map((c: { productId: string }) => c.productId))).toEqual(new Set(['100006']));
    const [after6, after7] = await versions();
    expect(after6).toBeGreaterThan(before6!);
    expect(after7).toBe(before7);
    const { rows } = await ctx.database.db.query(
      `SELECT entity_id FROM audit_log WHERE action = 'product.import' AND entity_id IN ('100006', '100007')`,
    );
    expect(rows).toEqual([{ entity_id: '100006' }]);
  });

  it.each([
    ['0', 'Price must be more than 0'],
    ['-5', 'Price must be a number like 49.90'],
    ['1000000000', 'Price must be less than 1,000,000'],
    ['12.345', 'Price can have at most two decimals'],
  ])('refuses a price of %s on its line, and applies nothing of the file', async (price, message) => {
    const before = await productRow('100004');
    const csv = [HEADER, row({ id: '100004', name: 'Changed' }), row({ id: '100005', price })].join('\n');
    const res = await importCsv(csv, 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ line: 3, column: 'price', message }]);
    expect(res.json().applied).toBe(false);
    expect(await productRow('100004')).toEqual(before);
  });

  it('gives each bad stock, size and colour its line', async () => {
    const csv = [
      HEADER,
      row({ id: '100006', size: 's', stock: '-1' }),
      row({ id: '100006', size: 'm', stock: '2.5' }),
      row({ id: '100006', size: 'xl' }),
      row({ id: '100006', color: 'pink', size: 's' }),
    ].join('\n');
    const res = await importCsv(csv, 0);
    expect(res.json().errors).toEqual([
      { line: 2, column: 'stock', message: 'Stock cannot be negative' },
      { line: 3, column: 'stock', message: 'Stock must be a whole number' },
      { line: 4, column: 'size', message: 'Size must be one of s, m, l, 1x, 2x, 3x' },
      {
        line: 5,
        column: 'color',
        message: 'Colour must be one of blue, black, red, white, beige, green, orange, gray, purple, brown',
      },
    ]);
  });

  it('names semicolons, unknown and missing columns, and an unclosed quote', async () => {
    expect((await importCsv(HEADER.replace(/,/g, ';'), 0)).json().errors).toEqual([
      { line: 1, message: 'Separate columns with commas, not semicolons' },
    ]);
    expect((await importCsv(`${HEADER.replace(',stock', ',colour')}\n${row()}`, 0)).json().errors).toEqual([
      { line: 1, message: 'Unknown columns: colour' },
      { line: 1, message: 'Missing columns: stock' },
    ]);
    expect((await importCsv(`${HEADER}\n${row()}\n100001,"never closed`, 0)).json().errors).toEqual([
      { line: 3, message: 'A quoted cell is not closed' },
    ]);
  });
});
