import { ORDER_STATUS_LABELS, PAID_ORDER_STATUSES, STAFF_ORDER_STATUS_LABELS } from '../order-status';

describe("an order status's words", () => {
  it('say "Partly shipped" of an order some of whose lines left, to the shopper and the staff alike', () => {
    expect(ORDER_STATUS_LABELS['partly-shipped']).toBe('Partly shipped');
    expect(STAFF_ORDER_STATUS_LABELS['partly-shipped']).toBe('Partly shipped');
  });

  it('tell the staff what the shopper need not know: an expired checkout was never paid', () => {
    expect(ORDER_STATUS_LABELS.expired).toBe('Cancelled');
    expect(STAFF_ORDER_STATUS_LABELS.expired).toBe('Expired (never paid)');
    expect(ORDER_STATUS_LABELS.cancelled).toBe('Cancelled and refunded');
    expect(STAFF_ORDER_STATUS_LABELS.cancelled).toBe('Cancelled');
  });

  it('count as paid every status from paid to delivered, and none unpaid or cancelled', () => {
    expect([...PAID_ORDER_STATUSES].sort()).toEqual(['delivered', 'paid', 'partly-shipped', 'shipped']);
  });
});
