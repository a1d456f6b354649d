import { LOW_STOCK_THRESHOLD, DASHBOARD_DAYS, type DashboardDay, type StaffDashboard } from 'contracts/staff';
import { PAID_ORDER_STATUSES } from 'contracts/order-status';
import type { Queryable } from '../../db/database';
import { shopDate } from '../promotions/birthday-window';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders whose money the shop kept (a cancelled one was refunded in full). */
const COUNTED = PAID_ORDER_STATUSES;

/** The last `DASHBOARD_DAYS` Kyiv dates, oldest first, today (at `now`) last. */
export function lastShopDays(now: Date): string[] {
  const today = shopDate(now);
  const noon = Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1, Number(today.slice(8, 10)), 12);
  return Array.from({ length: DASHBOARD_DAYS }, (_, i) =>
    new Date(noon - (DASHBOARD_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * The home page's figures, from one read: orders, revenue and units per Kyiv day for 30 days (bucketed here
 * from the orders paid since a little more than 30 days ago, off orders_paid_at_idx, so the time zone's
 * changes of clock need no SQL of their own), returns and exchanges waiting and the sizes low in stock.
 */
export async function selectDashboard(db: Queryable, now = new Date()): Promise<StaffDashboard> {
  const dates = lastShopDays(now);
  const since = new Date(now.getTime() - (DASHBOARD_DAYS + 1) * DAY_MS);
  const { rows: paid } = await db.query<{ paidAt: Date; net: number; units: number }>(
    `SELECT o.paid_at AS "paidAt", o.total_cents - o.refunded_cents AS net,
            (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id) AS units
       FROM orders o
      WHERE o.paid_at >= $1 AND o.paid_at IS NOT NULL AND o.status = ANY($2::text[])`,
    [since, COUNTED],
  );
  const byDate = new Map<string, DashboardDay>(dates.map((date) => [date, { date, orders: 0, revenue: 0, units: 0 }]));
  for (const order of paid) {
    const day = byDate.get(shopDate(new Date(order.paidAt)));
    if (!day) continue;
    day.orders += 1;
    day.revenue += order.net;
    day.units += order.units;
  }
  const days = dates.map((date) => {
    const day = byDate.get(date)!;
    return { ...day, revenue: day.revenue / 100 };
  });
  // What waits for the staff, as the returns queue lists it (selectReturnQueue): a return to receive or refund, an
  // exchange to receive or ship the replacement of; not those of an order cancelled meanwhile.
  const { rows: waiting } = await db.query<{ returns: number; exchanges: number }>(
    `SELECT count(*) FILTER (WHERE r.kind = 'return')::int AS returns,
            count(*) FILTER (WHERE r.kind = 'exchange')::int AS exchanges
       FROM order_returns r JOIN orders o ON o.id = r.order_id
      WHERE r.status IN ('requested', 'received') AND o.status <> 'cancelled'`,
  );
  const { rows: lowStock } = await db.query<StaffDashboard['lowStock'][number]>(
    `SELECT p.id AS "productId", p.name, s.color, s.size, s.quantity
       FROM variant_sizes s JOIN products p ON p.id = s.product_id
      WHERE p.status = 'published' AND s.quantity <= $1
      ORDER BY s.quantity, p.name, s.color, s.size
      LIMIT 10`,
    [LOW_STOCK_THRESHOLD],
  );
  return {
    today: days.at(-1)!,
    returnsWaiting: waiting[0]!.returns,
    exchangesWaiting: waiting[0]!.exchanges,
    lowStock,
    days,
  };
}
