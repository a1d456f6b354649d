import { taxCentsOf } from '../cart/service';

/** What an order was charged, as refunds need it. */
export interface ChargedAmounts {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

/**
 * What the merchandise worth `merchandiseCents` (at the prices paid) cost the shopper: minus its share of the
 * discount (pro rata, rounded half up), plus the tax on what is left. For the whole order this is its total.
 */
export function paidFor(order: ChargedAmounts, merchandiseCents: number): number {
  if (order.subtotalCents === 0) return 0;
  const share = Math.floor(
    (order.discountCents * merchandiseCents * 2 + order.subtotalCents) / (order.subtotalCents * 2),
  );
  const net = merchandiseCents - share;
  return net + taxCentsOf(net);
}

/**
 * The refund of one return: what the merchandise returned so far, this return included, cost, minus what the
 * earlier returns' merchandise cost. Computed on the running total, so the roundings of several returns add
 * up to the order's total and never beyond it.
 */
export function refundFor(order: ChargedAmounts, returnedBeforeCents: number, returnedNowCents: number): number {
  return paidFor(order, returnedBeforeCents + returnedNowCents) - paidFor(order, returnedBeforeCents);
}
