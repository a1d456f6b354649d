import type { Color, Size } from 'contracts';
import { PRODUCT_ID_PATTERN } from 'contracts';
import { validationErrors } from 'contracts/schemas';
import {
  PRODUCT_STATUSES,
  productEditorSchema,
  type CsvChange,
  type CsvImportResult,
  type CsvRowError,
  type ProductEditorInput,
  type ProductStatus,
  type StaffMember,
  type StaffProduct,
} from 'contracts/staff';
import type { Database, Queryable } from '../../db/database';
import { recordAudit } from '../audit/record-audit';
import { noteCatalogueChange } from '../catalogue-cache/catalogue-writes';
import { snapshot } from './service';
import { CsvSyntaxError, csvLine, parseCsv, unneutralise, type CsvRow } from './csv-format';
import {
  insertProduct,
  insertStockChange,
  lockSizeStock,
  selectCatalogueCsvRows,
  selectStaffProduct,
  setAvailable,
  syncColors,
  updateProductFields,
  updateStatuses,
} from './queries';

/** The columns, in the export's order; the import wants exactly these (any order). One row per colour and size. */
export const CSV_COLUMNS = [
  'id',
  'name',
  'description',
  'price',
  'category',
  'fabric',
  'new',
  'plus_size',
  'final_sale',
  'status',
  'color',
  'size',
  'stock',
] as const;
type Column = (typeof CSV_COLUMNS)[number];

/** The whole catalogue as CSV, every status, one row per colour and size (stock on hand). */
export async function exportCatalogueCsv(db: Queryable): Promise<string> {
  const rows = await selectCatalogueCsvRows(db);
  return `${[CSV_COLUMNS.join(','), ...rows.map((row) => csvLine(CSV_COLUMNS.map((c) => row[c])))].join('\r\n')}\r\n`;
}

interface ProductRows {
  id: string;
  rows: (CsvRow & { value: Record<Column, string> })[];
}

/** The columns that describe the product itself: the same on each of its rows. */
const PRODUCT_COLUMNS = CSV_COLUMNS.filter((c) => !['id', 'color', 'size', 'stock'].includes(c));
const BOOLEAN = /^(true|false)$/i;

/**
 * Reads the file and checks every row (the editor's rules, per product), then compares with the catalogue:
 * every change and every row error with its line. With `apply` and no error, the changes are made in one
 * transaction (all or nothing), each product's in the audit log, each stock change in its history.
 */
export async function importCatalogueCsv(
  db: Database,
  staff: StaffMember,
  text: string,
  apply: boolean,
): Promise<CsvImportResult> {
  const errors: CsvRowError[] = [];
  let rows: CsvRow[];
  try {
    rows = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return { applied: false, changes: [], errors: [{ line: error.line, message: error.message }] };
  }
  const [header, ...body] = rows;
  if (!header) return { applied: false, changes: [], errors: [{ line: 1, message: 'The file is empty' }] };
  const names = header.cells.map((c) => c.trim().toLowerCase());
  if (names.length === 1 && names[0]!.includes(';'))
    return {
      applied: false,
      changes: [],
      errors: [{ line: 1, message: 'Separate columns with commas, not semicolons' }],
    };
  const unknown = names.filter((n) => !(CSV_COLUMNS as readonly string[]).includes(n));
  const missing = CSV_COLUMNS.filter((c) => !names.includes(c));
  if (unknown.length) errors.push({ line: 1, message: `Unknown columns: ${unknown.join(', ')}` });
  if (missing.length) errors.push({ line: 1, message: `Missing columns: ${missing.join(', ')}` });
  if (errors.length) return { applied: false, changes: [], errors };
  if (body.length === 0)
    return { applied: false, changes: [], errors: [{ line: 2, message: 'No rows under the header' }] };

  // Rows grouped by product, in file order.
  const products = new Map<string, ProductRows>();
  for (const row of body) {
    if (row.cells.length !== names.length) {
      errors.push({ line: row.line, message: `Expected ${names.length} cells, found ${row.cells.length}` });
      continue;
    }
    const value = Object.fromEntries(names.map((n, i) => [n, unneutralise(row.cells[i]!.trim())])) as Record<
      Column,
      string
    >;
    if (!PRODUCT_ID_PATTERN.test(value.id)) {
      errors.push({ line: row.line, column: 'id', message: 'id must be six digits' });
      continue;
    }
    const group = products.get(value.id) ?? { id: value.id, rows: [] };
    group.rows.push({ ...row, value });
    products.set(value.id, group);
  }

  const parsed: { id: string; input: ProductEditorInput; status: ProductStatus; lines: Map<string, number> }[] = [];
  for (const product of products.values()) {
    const result = await checkProduct(product, errors);
    if (result) parsed.push(result);
  }

  const changes: CsvChange[] = [];
  const currentById = new Map<string, StaffProduct>();
  for (const p of parsed) {
    const current = await selectStaffProduct(db, p.id);
    if (current) currentById.set(p.id, current);
    changes.push(...changesOf(current, p));
  }
  if (!apply || errors.length > 0 || changes.length === 0) return { applied: false, changes, errors };

  // Only the products the file changes: an unchanged row must not bump a version (an editor open on it
  // would then be refused its save) nor write an audit entry, and a whole catalogue's file stays quick.
  const changed = new Set(changes.map((c) => c.productId));
  await db
    .transaction(async (tx) => {
      for (const p of parsed) if (changed.has(p.id)) await applyProduct(tx, staff, p, errors);
      // A stock change below what unpaid orders hold found while applying: nothing is kept.
      if (errors.length > 0) throw new ImportRefused();
      noteCatalogueChange(tx);
    })
    .catch((error) => {
      if (!(error instanceof ImportRefused)) throw error;
    });
  return { applied: errors.length === 0, changes, errors };
}

class ImportRefused extends Error {}

async function checkProduct(product: ProductRows, errors: CsvRowError[]) {
  const [first, ...others] = product.rows;
  let ok = true;
  for (const row of others)
    for (const column of PRODUCT_COLUMNS)
      if (row.value[column] !== first!.value[column]) {
        errors.push({
          line: row.line,
          column,
          message: `${column} differs from line ${first!.line} of product ${product.id}`,
        });
        ok = false;
      }
  const v = first!.value;
  for (const [column, text] of [
    ['new', v.new],
    ['plus_size', v.plus_size],
    ['final_sale', v.final_sale],
  ] as const)
    if (!BOOLEAN.test(text)) {
      errors.push({ line: first!.line, column, message: `${column} must be true or false` });
      ok = false;
    }
  if (!(PRODUCT_STATUSES as readonly string[]).includes(v.status)) {
    errors.push({
      line: first!.line,
      column: 'status',
      message: `status must be one of ${PRODUCT_STATUSES.join(', ')}`,
    });
    ok = false;
  }
  // Colours in order of first appearance; the line of each colour and size, for the schema's messages.
  const colors: { color: string; sizes: { size: string; quantity: string }[] }[] = [];
  const lineOf: string[] = [];
  const lines = new Map<string, number>();
  for (const row of product.rows) {
    let color = colors.find((c) => c.color === row.value.color);
    if (!color) colors.push((color = { color: row.value.color, sizes: [] }));
    color.sizes.push({ size: row.value.size, quantity: row.value.stock });
    lineOf.push(`colors[${colors.indexOf(color)}].sizes[${color.sizes.length - 1}]:${row.line}`);
    lines.set(`${row.value.color}/${row.value.size}`, row.line);
  }
  const input = {
    name: v.name,
    description: v.description,
    price: v.price,
    category: v.category,
    fabric: v.fabric,
    new: v.new.toLowerCase() === 'true',
    plusSize: v.plus_size.toLowerCase() === 'true',
    finalSale: v.final_sale.toLowerCase() === 'true',
    colors,
  };
  const fields = await validationErrors(productEditorSchema, input);
  for (const [path, message] of Object.entries(fields ?? {})) {
    const sizeAt = /^(colors\[\d+\]\.sizes\[\d+\])/.exec(path)?.[1];
    const colorAt = /^colors\[(\d+)\]/.exec(path)?.[1];
    const line = sizeAt
      ? Number(lineOf.find((l) => l.startsWith(`${sizeAt}:`))!.split(':')[1])
      : colorAt !== undefined
        ? lines.get(`${colors[Number(colorAt)]!.color}/${colors[Number(colorAt)]!.sizes[0]!.size}`)!
        : first!.line;
    errors.push({ line, column: columnOf(path), message });
    ok = false;
  }
  if (!ok) return null;
  return {
    id: product.id,
    input: productEditorSchema.cast(input) as ProductEditorInput,
    status: v.status as ProductStatus,
    lines,
  };
}

function columnOf(path: string): string {
  if (path.endsWith('.quantity')) return 'stock';
  if (path.endsWith('.size')) return 'size';
  if (/\.color$|^colors(\[\d+\])?$/.test(path)) return 'color';
  return { plusSize: 'plus_size', finalSale: 'final_sale' }[path] ?? path;
}

const FIELD_COLUMNS: [keyof StaffProduct & keyof ProductEditorInput, string][] = [
  ['name', 'name'],
  ['description', 'description'],
  ['price', 'price'],
  ['category', 'category'],
  ['fabric', 'fabric'],
  ['new', 'new'],
  ['plusSize', 'plus_size'],
  ['finalSale', 'final_sale'],
];

function changesOf(
  current: StaffProduct | undefined | null,
  p: { id: string; input: ProductEditorInput; status: ProductStatus; lines: Map<string, number> },
): CsvChange[] {
  const firstLine = Math.min(...p.lines.values());
  if (!current) return [{ line: firstLine, productId: p.id, field: 'create', before: null, after: p.input.name }];
  const changes: CsvChange[] = [];
  for (const [field, column] of FIELD_COLUMNS)
    if (String(current[field]) !== String(p.input[field]))
      changes.push({
        line: firstLine,
        productId: p.id,
        field: column,
        before: String(current[field]),
        after: String(p.input[field]),
      });
  if (current.status !== p.status)
    changes.push({ line: firstLine, productId: p.id, field: 'status', before: current.status, after: p.status });
  for (const color of p.input.colors)
    for (const size of color.sizes) {
      const had = current.colors.find((c) => c.color === color.color)?.sizes.find((s) => s.size === size.size);
      if (had?.quantity !== size.quantity)
        changes.push({
          line: p.lines.get(`${color.color}/${size.size}`)!,
          productId: p.id,
          field: `stock ${color.color}/${size.size}`,
          before: had ? String(had.quantity) : null,
          after: String(size.quantity),
        });
    }
  return changes;
}

async function applyProduct(
  tx: Queryable,
  staff: StaffMember,
  p: { id: string; input: ProductEditorInput; status: ProductStatus; lines: Map<string, number> },
  errors: CsvRowError[],
) {
  const before = await selectStaffProduct(tx, p.id, true);
  if (!before) await insertProduct(tx, p.id, p.input);
  else await updateProductFields(tx, p.id, before.version, p.input);
  if (!before || before.status !== p.status) await updateStatuses(tx, [p.id], p.status);
  // New colours and sizes are added with their stock; the others keep theirs until set below.
  const kept = (before?.colors ?? []).map((c) => ({
    color: c.color,
    sizes: c.sizes.map((s) => ({ size: s.size, quantity: s.quantity - s.held })),
  }));
  for (const color of p.input.colors) {
    const into = kept.find((c) => c.color === color.color);
    if (!into) kept.push({ color: color.color, sizes: color.sizes });
    else for (const size of color.sizes) if (!into.sizes.some((s) => s.size === size.size)) into.sizes.push(size);
  }
  await syncColors(tx, p.id, kept as ProductEditorInput['colors']);
  for (const color of p.input.colors)
    for (const size of color.sizes) {
      const stock = (await lockSizeStock(tx, p.id, color.color as Color, size.size as Size))!;
      const onHand = stock.available + stock.held;
      if (onHand === size.quantity) continue;
      if (size.quantity < stock.held) {
        errors.push({
          line: p.lines.get(`${color.color}/${size.size}`)!,
          column: 'stock',
          message: `Unpaid orders hold ${stock.held}: stock cannot go below ${stock.held}`,
        });
        continue;
      }
      await setAvailable(tx, p.id, color.color as Color, size.size as Size, size.quantity - stock.held);
      await insertStockChange(tx, {
        id: p.id,
        color: color.color as Color,
        size: size.size as Size,
        staffId: staff.id,
        mode: 'set',
        reason: 'counted',
        delta: size.quantity - onHand,
        after: size.quantity,
      });
    }
  const after = (await selectStaffProduct(tx, p.id))!;
  await recordAudit(tx, {
    staffId: staff.id,
    action: before ? 'product.import' : 'product.create',
    entity: 'product',
    entityId: p.id,
    before: before ? snapshot(before) : undefined,
    after: snapshot(after),
  });
}
