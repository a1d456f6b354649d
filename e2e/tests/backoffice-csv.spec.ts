import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { blockingViolations } from './axe';
import { openBackOfficeShop, type StaffState } from './backoffice-shop';
import { expect, test } from './fixtures';
import type { SecondShop } from './second-shop';

/**
 * The catalogue through a spreadsheet (issue 32, point 4), in the back office: a catalogue member exports the
 * catalogue, changes a price and a stock in the file, sees the dry run, meets a bad row by its line number
 * (apply stays disabled), fixes it, applies, and a shopper sees the new price. On a shop of its own (its first
 * owner comes from `npm run shop`, which opens the new database itself), so the catalogue it changes is its
 * own. Tagged @mobile: at 1280 and 390 px.
 */
const stamp = Date.now().toString(36);
const PRODUCT_ID = '100001';
const NEW_PRICE = '123.45';

let shop: SecondShop;
/** The catalogue member's staff session (its cookie), for the browser. */
let memberState: StaffState;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function destructures
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(180_000);
  const opened = await openBackOfficeShop(
    testInfo.project.name === 'mobile' ? 3038 : 3037,
    `owner-csv-${stamp}@vesna.test`,
  );
  shop = opened.shop;
  memberState = await opened.member('catalogue', `catalogue-csv-${stamp}@vesna.test`);
});

test.afterAll(async () => {
  await shop?.stop();
});

async function expectAxeClean(page: Page) {
  expect(await blockingViolations(page)).toEqual([]);
}

async function memberPage(browser: Browser, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({
    baseURL: shop.origin,
    viewport: viewport ?? undefined,
    storageState: memberState,
  });
  return context.newPage();
}

/** One CSV line's cells (quoted cells may hold commas and doubled quotes). */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"' && (quoted || cell === '')) quoted = !quoted;
    else if (c === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  return [...cells, cell];
}
const lineOf = (cells: string[]) => cells.map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');

/** The file with `change` made to the cells of its `line` (1-based, the header is line 1). */
function edited(lines: string[], header: string[], changes: { line: number; column: string; value: string }[]) {
  const out = [...lines];
  for (const { line, column, value } of changes) {
    const cells = cellsOf(out[line - 1]!);
    cells[header.indexOf(column)] = value;
    out[line - 1] = lineOf(cells);
  }
  return Buffer.from(out.join('\r\n'));
}

test(
  'a catalogue member exports the catalogue, imports a changed price and stock after fixing a bad row, and the shopper sees the new price',
  { tag: '@mobile' },
  async ({ browser, viewport }, testInfo) => {
    const page = await memberPage(browser, viewport);
    await page.goto('/staff/products');
    await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
    await expectAxeClean(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^vesna-catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = await readFile(await download.path());
    const lines = exported.toString('utf8').replace(/\r\n$/, '').split('\r\n');
    // One line per row: the seed has no newline inside a cell, so a row's line is its index + 1.
    expect(lines.every((line) => (line.match(/"/g)?.length ?? 0) % 2 === 0)).toBe(true);
    const header = cellsOf(lines[0]!);
    const rowLines = lines.flatMap((line, i) => (line.startsWith(`${PRODUCT_ID},`) ? [i + 1] : []));
    expect(rowLines.length).toBeGreaterThan(1);
    const [first, second] = rowLines as [number, number];
    const firstCells = cellsOf(lines[first - 1]!);
    const stockBefore = Number(firstCells[header.indexOf('stock')]);
    const stockAfter = String(stockBefore + 5);
    const sizeLabel = `${firstCells[header.indexOf('color')]} ${firstCells[header.indexOf('size')]!.toUpperCase()}`;
    // The price is the product's: the same on each of its rows.
    const good = edited(lines, header, [
      ...rowLines.map((line) => ({ line, column: 'price', value: NEW_PRICE })),
      { line: first, column: 'stock', value: stockAfter },
    ]);
    const bad = edited(good.toString('utf8').split('\r\n'), header, [{ line: second, column: 'stock', value: '2.5' }]);

    await page.getByRole('link', { name: 'Import CSV' }).click();
    await expect(page.getByRole('heading', { name: 'Import a catalogue CSV' })).toBeVisible();
    const chooser = page.getByLabel('Choose a CSV file');
    await chooser.setInputFiles({ name: 'catalogue-bad.csv', mimeType: 'text/csv', buffer: bad });
    const errors = page.getByRole('table', { name: /^Row errors/ });
    await expect(errors.getByRole('row', { name: new RegExp(`^${second} stock `) })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Apply/ })).toBeDisabled();
    await expectAxeClean(page);
    await page.screenshot({ path: testInfo.outputPath(`import-errors-${viewport?.width}.png`), fullPage: true });

    await chooser.setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: good });
    const changes = page.getByRole('table', { name: 'Changes (2)' });
    await expect(
      changes.getByRole('row', { name: new RegExp(`^${first} ${PRODUCT_ID} Price \\$[\\d.,]+ \\$${NEW_PRICE}$`) }),
    ).toBeVisible();
    await expect(
      changes.getByRole('row', { name: `${first} ${PRODUCT_ID} Stock ${sizeLabel} ${stockBefore} ${stockAfter}` }),
    ).toBeVisible();
    await expect(errors).toHaveCount(0);
    await expectAxeClean(page);
    await page.screenshot({ path: testInfo.outputPath(`import-page-${viewport?.width}.png`), fullPage: true });

    await page.getByRole('button', { name: 'Apply 2 change(s)' }).click();
    await expect(page.getByText('Applied catalogue.csv: 1 product(s) changed.')).toBeVisible();
    await expectAxeClean(page);

    // The list, asked again after the import, shows the new price.
    await page.getByRole('link', { name: 'Back to products' }).click();
    await page.getByLabel('Search').fill(PRODUCT_ID);
    await expect(page.getByRole('row', { name: new RegExp(`${PRODUCT_ID}.*\\$${NEW_PRICE}`) })).toBeVisible();

    const shopper = await (
      await browser.newContext({ baseURL: shop.origin, viewport: viewport ?? undefined })
    ).newPage();
    // A change reaches shoppers within a second: a page cached before it may still be sent once (html-cache.ts).
    await expect(async () => {
      await shopper.goto(`/${PRODUCT_ID}`);
      await expect(shopper.getByText(`$${NEW_PRICE}`, { exact: true }).first()).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  },
);
