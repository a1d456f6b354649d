import { taxCentsOf } from '../cart/service';

/** What an order was charged, as refunds need it. */
export interface ChargedAmounts {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /**
   * The merchandise the discount was computed on: a discount code on chosen categories or products (issue 34);
   * null or absent: the whole subtotal (the birthday discount, a code on the whole bag).
   */
  discountBaseCents?: number | null;
}

/**
 * What the merchandise worth `merchandiseCents` (at the prices paid) cost the shopper: minus its share of the
 * discount (pro rata, rounded half up), plus the tax on what is left. For the whole order this is its total.
 * `discountedCents` is the part of that merchandise the discount was on (all of it, unless the order's code
 * was for chosen categories or products): a line outside the code's scope took no share of it.
 */
export function paidFor(order: ChargedAmounts, merchandiseCents: number, discountedCents = merchandiseCents): number {
  if (order.subtotalCents === 0) return 0;
  const base = order.discountBaseCents ?? order.subtotalCents;
  const share = Math.floor((order.discountCents * discountedCents * 2 + base) / (base * 2));
  const net = merchandiseCents - share;
  return net + taxCentsOf(net);
}

/**
 * The refund of one return: what the merchandise returned so far, this return included, cost, minus what the
 * earlier returns' merchandise cost. Computed on the running total, so the roundings of several returns add
 * up to the order's total and never beyond it.
 */
export function refundFor(
  order: ChargedAmounts,
  returnedBeforeCents: number,
  returnedNowCents: number,
  discountedBeforeCents = returnedBeforeCents,
  discountedNowCents = returnedNowCents,
): number {
  return (
    paidFor(order, returnedBeforeCents + returnedNowCents, discountedBeforeCents + discountedNowCents) -
    paidFor(order, returnedBeforeCents, discountedBeforeCents)
  );
}
