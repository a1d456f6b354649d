import { array, boolean, number, object, string, type InferType } from 'yup';
import { CATEGORIES } from '../constants/catalog';
import { PRODUCT_ID_PATTERN } from '../constants/identifiers';
import type { Category } from '../types/catalog';
import { KYIV_LOCAL_TIME, kyivLocalToUtc } from './kyiv-time';

// Discount codes (issue 34): the back office's form and POST/PUT /staff/discount-codes validate with the same
// schema. Amounts are dollars with at most two decimals; times are Kyiv wall-clock times ("2026-12-01T10:00"),
// stored in UTC.

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const DISCOUNT_SCOPES = ['bag', 'categories', 'products'] as const;
export type DiscountScope = (typeof DISCOUNT_SCOPES)[number];
export const DISCOUNT_AUDIENCES = ['everyone', 'accounts'] as const;
export type DiscountAudience = (typeof DISCOUNT_AUDIENCES)[number];
/** Letters, digits, - and _ (upper-cased when stored): what a shopper can type without a doubt. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{2,31}$/;
export const DISCOUNT_AMOUNT_MAX = 100_000;
export const DISCOUNT_USES_MAX = 1_000_000;
export const DISCOUNT_PRODUCTS_MAX = 200;

const isBlank = (value: unknown): boolean => value === undefined || value === null || String(value).trim() === '';

/** Dollars: more than 0 (or 0 allowed), at most two decimals ("a fraction of a cent" is refused by name). */
const dollarsField = (label: string) =>
  number()
    .transform((_value, original: unknown) =>
      isBlank(original) ? undefined : /^\s*-?\d+(\.\d+)?\s*$/.test(String(original)) ? Number(original) : NaN,
    )
    .typeError(`${label} must be an amount in dollars like 10.00`)
    .meta({ jsonSchema: { type: ['number', 'string', 'null'], description: 'dollars, at most two decimals' } })
    .test(
      'whole-cents',
      `${label} cannot have a fraction of a cent (at most two decimals)`,
      (v) => v == null || /^-?\d+(\.\d{1,2})?$/.test(String(v)),
    )
    .min(0, `${label} cannot be negative`)
    .max(DISCOUNT_AMOUNT_MAX, `${label} must be at most ${DISCOUNT_AMOUNT_MAX}`);

/** A whole number from 1, or blank for "no limit". */
const limitField = (label: string) =>
  number()
    .transform((_value, original: unknown) =>
      isBlank(original) ? undefined : /^\s*-?\d+\s*$/.test(String(original)) ? Number(original) : NaN,
    )
    .typeError(`${label} must be a whole number`)
    .meta({ jsonSchema: { type: ['integer', 'string', 'null'] } })
    .integer(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1 (leave it empty for no limit)`)
    .max(DISCOUNT_USES_MAX, `${label} must be at most ${DISCOUNT_USES_MAX}`)
    .nullable()
    .optional();

const kyivTimeField = (label: string) =>
  string()
    .trim()
    .test(
      'kyiv-time',
      `${label} must be a date and time like 2026-12-01T10:00 (Kyiv time)`,
      (v) => isBlank(v) || (KYIV_LOCAL_TIME.test(v!) && kyivLocalToUtc(v!) !== null),
    );

/** The discount code form (create and edit). */
export const discountCodeSchema = object({
  code: string()
    .transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v))
    .required('Code is required')
    .matches(DISCOUNT_CODE_PATTERN, 'Code must be 3 to 32 letters, digits, - or _, starting with a letter or digit'),
  kind: string<DiscountKind>()
    .required('Choose a percentage or a fixed amount')
    .oneOf(DISCOUNT_KINDS, "Kind must be 'percent' or 'amount'"),
  percent: number()
    .transform((_value, original: unknown) =>
      isBlank(original) ? undefined : /^\s*-?\d+(\.\d+)?\s*$/.test(String(original)) ? Number(original) : NaN,
    )
    .typeError('Percentage must be a whole number from 1 to 100')
    .meta({ jsonSchema: { type: ['integer', 'string', 'null'] } })
    .nullable()
    .when('kind', {
      is: 'percent',
      then: (s) =>
        s
          .required('Percentage is required')
          .integer('Percentage must be a whole number from 1 to 100')
          .min(1, 'Percentage must be at least 1')
          .max(100, 'Percentage cannot be above 100'),
      otherwise: (s) => s.optional(),
    }),
  amount: dollarsField('Amount')
    .nullable()
    .when('kind', {
      is: 'amount',
      then: (s) => s.required('Amount is required').moreThan(0, 'Amount must be more than 0'),
      otherwise: (s) => s.optional(),
    }),
  scope: string<DiscountScope>()
    .required('Choose what the code applies to')
    .oneOf(DISCOUNT_SCOPES, "Scope must be 'bag', 'categories' or 'products'"),
  categories: array(
    string<Category>()
      .required()
      .oneOf(CATEGORIES, `Category must be one of ${CATEGORIES.join(', ')}`),
  )
    .default([])
    .when('scope', {
      is: 'categories',
      then: (s) => s.min(1, 'Choose at least one category'),
    }),
  productIds: array(string().required().matches(PRODUCT_ID_PATTERN, 'A product id is six digits, e.g. 100001'))
    .default([])
    .max(DISCOUNT_PRODUCTS_MAX, `At most ${DISCOUNT_PRODUCTS_MAX} products`)
    .when('scope', {
      is: 'products',
      then: (s) => s.min(1, 'Choose at least one product'),
    }),
  minimumSubtotal: dollarsField('Minimum subtotal').nullable().optional(),
  startsAt: kyivTimeField('Start').required('Start is required'),
  endsAt: kyivTimeField('End')
    .nullable()
    .optional()
    .test('after-start', 'The end must be after the start', function after(v) {
      const start = kyivLocalToUtc(String(this.parent.startsAt ?? '').trim());
      const end = isBlank(v) ? null : kyivLocalToUtc(v!);
      return start === null || end === null || end > start;
    }),
  maxUses: limitField('Total uses'),
  maxUsesPerCustomer: limitField('Uses per customer'),
  audience: string<DiscountAudience>()
    .required('Choose who may use the code')
    .oneOf(DISCOUNT_AUDIENCES, "Audience must be 'everyone' or 'accounts'"),
  active: boolean().optional(),
});

export type DiscountCodeInput = InferType<typeof discountCodeSchema>;

/** A discount code as the back office reads it; times in UTC (ISO), shown in Kyiv time. */
export interface StaffDiscountCode {
  id: number;
  code: string;
  kind: DiscountKind;
  percent: number | null;
  amountCents: number | null;
  scope: DiscountScope;
  categories: Category[];
  productIds: string[];
  minimumSubtotalCents: number;
  startsAt: string;
  endsAt: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  audience: DiscountAudience;
  active: boolean;
  /** Uses taken: by paid orders and by unpaid ones still holding theirs (released if never paid). */
  usesHeld: number;
  /** Of those, the paid (or shipped, delivered) orders. */
  usesPaid: number;
  createdAt: string;
  updatedAt: string;
}

export interface StaffDiscountCodeList {
  items: StaffDiscountCode[];
}
