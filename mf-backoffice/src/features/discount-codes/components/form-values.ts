import { kyivLocalTime } from 'contracts/staff';
import type { DiscountCodeInput, StaffDiscountCode } from 'contracts/staff';

/** The form's values: what the inputs hold (text), checked with contracts' discountCodeSchema as the API checks them. */
export type DiscountCodeValues = {
  [K in keyof DiscountCodeInput]-?: K extends 'categories' | 'productIds'
    ? string[]
    : K extends 'active'
      ? boolean
      : string;
};

export const EMPTY_CODE: DiscountCodeValues = {
  code: '',
  kind: 'percent',
  percent: '',
  amount: '',
  scope: 'bag',
  categories: [],
  productIds: [],
  minimumSubtotal: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  audience: 'everyone',
  active: true,
};

const dollars = (cents: number | null) => (cents === null || cents === 0 ? '' : (cents / 100).toFixed(2));
const count = (n: number | null) => (n === null ? '' : String(n));

/** A stored code as the editor shows it: amounts in dollars, times on Kyiv's clock. */
export function valuesOf(code: StaffDiscountCode): DiscountCodeValues {
  return {
    code: code.code,
    kind: code.kind,
    percent: count(code.percent),
    amount: dollars(code.amountCents),
    scope: code.scope,
    categories: [...code.categories],
    productIds: [...code.productIds],
    minimumSubtotal: dollars(code.minimumSubtotalCents),
    startsAt: kyivLocalTime(code.startsAt),
    endsAt: code.endsAt ? kyivLocalTime(code.endsAt) : '',
    maxUses: count(code.maxUses),
    maxUsesPerCustomer: count(code.maxUsesPerCustomer),
    audience: code.audience,
    active: code.active,
  };
}

/** What is sent: the form's text as it is (the API reads it with the same schema); blanks as null. */
export function requestOf(values: DiscountCodeValues): DiscountCodeInput {
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    ...values,
    percent: values.kind === 'percent' ? orNull(values.percent) : null,
    amount: values.kind === 'amount' ? orNull(values.amount) : null,
    minimumSubtotal: orNull(values.minimumSubtotal),
    endsAt: orNull(values.endsAt),
    maxUses: orNull(values.maxUses),
    maxUsesPerCustomer: orNull(values.maxUsesPerCustomer),
  } as unknown as DiscountCodeInput;
}
