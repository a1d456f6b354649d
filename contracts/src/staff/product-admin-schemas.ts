import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { CATEGORIES, COLORS, FABRICS, SIZES } from '../constants/catalog';
import { PRODUCT_ID_PATTERN } from '../constants/identifiers';
import { LIMITS } from '../constants/ui-behaviour';
import type { Category, Color, Fabric, Size } from '../types/catalog';
import { tooLongMessage } from '../schemas/fields';
import type { ProductStatus } from './staff-types';

// The catalogue administration's rules: the product editor, stock changes, bulk actions and the list's query.
// CSV import checks each row with productEditorSchema too, so a row error reads like the form.

export const PRODUCT_STATUSES: readonly ProductStatus[] = ['draft', 'published', 'archived'];
export const BULK_ACTIONS = ['publish', 'unpublish', 'archive'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const STOCK_REASONS = ['received', 'damaged', 'counted'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
export const STOCK_MODES = ['set', 'adjust'] as const;
export type StockMode = (typeof STOCK_MODES)[number];

/** A size at or below this many units counts as low stock in the list's filter. */
export const LOW_STOCK_THRESHOLD = 3;
export const PRICE_MAX_EXCLUSIVE = 1_000_000;
export const STOCK_MAX = 100_000;
export const DESCRIPTION_MAX = 2000;
export const BULK_MAX_IDS = 200;
export const STAFF_LIST_MAX_PER_PAGE = 100;
export const STAFF_LIST_SORTS = ['name', '-name', 'price', '-price', 'updated', '-updated', 'stock', '-stock'] as const;
export type StaffListSort = (typeof STAFF_LIST_SORTS)[number];

const SIZE_VALUES: readonly Size[] = SIZES.map((s) => s.value);

const isBlank = (value: unknown): boolean => value === undefined || value === null || String(value).trim() === '';

/** Dollars: digits with at most two decimals ("12.5", "12.50"), more than 0 and under 1,000,000. */
export const priceField = () =>
  number()
    .transform((_value, original: unknown) =>
      isBlank(original) ? undefined : /^\s*\d+(\.\d+)?\s*$/.test(String(original)) ? Number(original) : NaN,
    )
    .typeError('Price must be a number like 49.90')
    // For the API's OpenAPI contract: a form sends the typed text, a script a number; both are read.
    .meta({ jsonSchema: { type: ['number', 'string'], description: 'dollars, at most two decimals' } })
    .required('Price is required')
    .test(
      'two-decimals',
      'Price can have at most two decimals',
      (v) => v == null || /^\d+(\.\d{1,2})?$/.test(String(v)),
    )
    .moreThan(0, 'Price must be more than 0')
    .lessThan(PRICE_MAX_EXCLUSIVE, 'Price must be less than 1,000,000');

/** A whole number of units (digits only), from 0 to STOCK_MAX. */
export const quantityField = (label = 'Quantity') =>
  number()
    .transform((_value, original: unknown) =>
      isBlank(original) ? undefined : /^\s*-?\d+\s*$/.test(String(original)) ? Number(original) : NaN,
    )
    .typeError(`${label} must be a whole number`)
    .meta({ jsonSchema: { type: ['integer', 'string'] } })
    .required(`${label} is required`)
    .integer(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(STOCK_MAX, `${label} must be at most ${STOCK_MAX}`);

const sizeStockSchema = object({
  size: string<Size>()
    .required('Size is required')
    .oneOf(SIZE_VALUES, `Size must be one of ${SIZE_VALUES.join(', ')}`),
  /** A new size's first stock; an existing size's stock changes through the stock route (with a reason). */
  quantity: quantityField('Stock'),
});

const colorSchema = object({
  color: string<Color>()
    .required('Colour is required')
    .oneOf(COLORS, `Colour must be one of ${COLORS.join(', ')}`),
  sizes: array(sizeStockSchema)
    .required()
    .min(1, 'A colour needs at least one size')
    .test('unique-sizes', 'Each size once per colour', (sizes) => {
      const values = (sizes ?? []).map((s) => s.size);
      return new Set(values).size === values.length;
    }),
});

/** The product editor (POST /staff/products, PUT /staff/products/:id with `version`). */
export const productEditorSchema = object({
  name: string().trim().required('Name is required').max(LIMITS.lineMax, tooLongMessage('Name', LIMITS.lineMax)),
  description: string()
    .trim()
    .required('Description is required')
    .max(DESCRIPTION_MAX, tooLongMessage('Description', DESCRIPTION_MAX)),
  price: priceField(),
  category: string<Category>()
    .required('Category is required')
    .oneOf(CATEGORIES, `Category must be one of ${CATEGORIES.join(', ')}`),
  fabric: string<Fabric>()
    .required('Fabric is required')
    .oneOf(FABRICS, `Fabric must be one of ${FABRICS.join(', ')}`),
  new: boolean().default(false),
  plusSize: boolean().default(false),
  finalSale: boolean().default(false),
  colors: array(colorSchema)
    .required('Add at least one colour')
    .min(1, 'Add at least one colour')
    .test('unique-colors', 'Each colour once', (colors) => {
      const values = (colors ?? []).map((c) => c.color);
      return new Set(values).size === values.length;
    }),
});
export type ProductEditorInput = InferType<typeof productEditorSchema>;

/** PUT /staff/products/:id: the editor's fields and the version they were read at. */
export const productUpdateSchema = productEditorSchema.shape({
  version: number().typeError('Version is required').required('Version is required').integer().min(1),
});
export type ProductUpdateInput = InferType<typeof productUpdateSchema>;

/** POST /staff/products/:id/stock: set a size to a count, or adjust it by a signed number. */
export const stockChangeSchema = object({
  color: string<Color>()
    .required('Colour is required')
    .oneOf(COLORS, `Colour must be one of ${COLORS.join(', ')}`),
  size: string<Size>()
    .required('Size is required')
    .oneOf(SIZE_VALUES, `Size must be one of ${SIZE_VALUES.join(', ')}`),
  mode: string<StockMode>().required('Choose set or adjust').oneOf(STOCK_MODES, 'Choose set or adjust'),
  quantity: number()
    .typeError('Quantity must be a whole number')
    .required('Quantity is required')
    .integer('Quantity must be a whole number')
    .min(-STOCK_MAX, `Quantity must be at least -${STOCK_MAX}`)
    .max(STOCK_MAX, `Quantity must be at most ${STOCK_MAX}`)
    .when('mode', {
      is: 'set',
      then: (s) => s.min(0, 'Quantity cannot be negative'),
      otherwise: (s) => s.test('non-zero', 'An adjustment cannot be 0', (v) => v == null || v !== 0),
    }),
  reason: string<StockReason>()
    .required('Reason is required')
    .oneOf(STOCK_REASONS, `Reason must be one of ${STOCK_REASONS.join(', ')}`),
});
export type StockChangeInput = InferType<typeof stockChangeSchema>;

/** POST /staff/products/bulk. */
export const bulkActionSchema = object({
  ids: array(string().required().matches(PRODUCT_ID_PATTERN, 'Unknown product id'))
    .required('Choose at least one product')
    .min(1, 'Choose at least one product')
    .max(BULK_MAX_IDS, `At most ${BULK_MAX_IDS} products at once`),
  action: string<BulkAction>()
    .required('Action is required')
    .oneOf(BULK_ACTIONS, `Action must be one of ${BULK_ACTIONS.join(', ')}`),
});
export type BulkActionInput = InferType<typeof bulkActionSchema>;

function wholeQueryNumber(label: string, min: number, max: number, fallback: number) {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return number()
    .transform((_v, original: unknown) =>
      isBlank(original) ? undefined : /^\s*\d{1,9}\s*$/.test(String(original)) ? Number(original) : NaN,
    )
    .typeError(message)
    .meta({ jsonSchema: { type: 'integer' } })
    .min(min, message)
    .max(max, message)
    .default(fallback);
}

/** GET /staff/products's query: every value arrives as text; blank means no filter. */
export const staffProductListQuerySchema = object({
  q: string().trim().max(100, tooLongMessage('Search', 100)).default(''),
  category: string<Category>()
    .transform((v: unknown) => (isBlank(v) ? undefined : v))
    .oneOf(CATEGORIES, `Category must be one of ${CATEGORIES.join(', ')}`),
  status: string<ProductStatus>()
    .transform((v: unknown) => (isBlank(v) ? undefined : v))
    .oneOf(PRODUCT_STATUSES, `Status must be one of ${PRODUCT_STATUSES.join(', ')}`),
  lowStock: mixed<boolean>()
    .transform((_v, original: unknown) =>
      isBlank(original)
        ? false
        : ['true', '1'].includes(String(original).toLowerCase())
          ? true
          : ['false', '0'].includes(String(original).toLowerCase())
            ? false
            : original,
    )
    .meta({ jsonSchema: { type: 'string', description: 'true or false' } })
    .test('boolean', 'lowStock must be true or false', (v) => typeof v === 'boolean')
    .default(false),
  sort: string<StaffListSort>()
    .transform((v: unknown) => (isBlank(v) ? undefined : v))
    .oneOf(STAFF_LIST_SORTS, `Sort must be one of ${STAFF_LIST_SORTS.join(', ')}`)
    .default('-updated'),
  page: wholeQueryNumber('Page', 1, 10_000, 1),
  perPage: wholeQueryNumber('perPage', 1, STAFF_LIST_MAX_PER_PAGE, 25),
});
export type StaffProductListQuery = InferType<typeof staffProductListQuerySchema>;

/** GET /staff/audit's query (owner): filters by member id, entity, action and ISO dates. */
export const auditQuerySchema = object({
  staff: wholeQueryNumber('staff', 1, 2_000_000_000, 0).default(undefined),
  entity: string()
    .trim()
    .max(40)
    .transform((v: unknown) => (isBlank(v) ? undefined : v)),
  action: string()
    .trim()
    .max(60)
    .transform((v: unknown) => (isBlank(v) ? undefined : v)),
  from: string()
    .transform((v: unknown) => (isBlank(v) ? undefined : v))
    .test('date', 'from must be a date (YYYY-MM-DD or ISO time)', (v) => v == null || !Number.isNaN(Date.parse(v))),
  to: string()
    .transform((v: unknown) => (isBlank(v) ? undefined : v))
    .test('date', 'to must be a date (YYYY-MM-DD or ISO time)', (v) => v == null || !Number.isNaN(Date.parse(v))),
  cursor: string()
    .transform((v: unknown) => (isBlank(v) ? undefined : v))
    .matches(/^\d{1,18}$/, 'Unknown cursor'),
});
export type AuditQuery = InferType<typeof auditQuerySchema>;
