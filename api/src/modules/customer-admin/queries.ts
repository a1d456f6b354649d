import type { OrderStatus } from 'contracts';
import type {
  StaffCustomerDetail,
  StaffCustomerList,
  StaffCustomerListItem,
  StaffCustomerListQuery,
} from 'contracts/staff';
import type { Queryable } from '../../db/database';
import { escapeLike } from '../catalogue-admin/queries';

/** The haystack the list searches: the same expression as migration 0023's trigram index. */
const SEARCHED = `lower(c.first_name || ' ' || c.last_name || ' ' || c.email)`;

/** One page of customers, newest first, searched in name and e-mail (a substring, any letter case). */
export async function selectCustomerPage(db: Queryable, query: StaffCustomerListQuery): Promise<StaffCustomerList> {
  const q = query.q.trim().toLowerCase();
  const filter = q ? `WHERE ${SEARCHED} LIKE $1` : '';
  const filterParams = q ? [`%${escapeLike(q)}%`] : [];
  const n = filterParams.length;
  const { rows } = await db.query<Omit<StaffCustomerListItem, 'createdAt'> & { createdAt: Date }>(
    `SELECT c.id::text AS id, c.first_name || ' ' || c.last_name AS name, c.email, c.created_at AS "createdAt",
            (SELECT count(*)::int FROM orders o WHERE o.customer_id = c.id) AS orders
       FROM (SELECT c.id FROM customers c ${filter}
              ORDER BY c.created_at DESC, c.id DESC LIMIT $${n + 1} OFFSET $${n + 2}) page
       JOIN customers c USING (id)
      ORDER BY c.created_at DESC, c.id DESC`,
    [...filterParams, query.perPage, (query.page - 1) * query.perPage],
  );
  const { rows: count } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM customers c ${filter}`,
    filterParams,
  );
  return {
    items: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
    total: count[0]!.n,
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();
const dollars = (cents: number) => cents / 100;

/** Her page: profile, orders, returns, newsletter, back-in-stock requests and the card's brand, last four, expiry. */
export async function selectCustomerDetail(db: Queryable, id: string): Promise<StaffCustomerDetail | null> {
  type Profile = Omit<StaffCustomerDetail, 'createdAt' | 'orders' | 'returns' | 'newsletter' | 'backInStock' | 'card'>;
  const { rows } = await db.query<Profile & { createdAt: Date }>(
    `SELECT id::text AS id, first_name AS "firstName", last_name AS "lastName", email, email_verified AS "emailVerified",
            phone_number AS "phoneNumber", created_at AS "createdAt"
       FROM customers WHERE id = $1`,
    [id],
  );
  const customer = rows[0];
  if (!customer) return null;
  const [orders, returns, newsletter, backInStock, card] = await Promise.all([
    db.query<{ number: string; status: OrderStatus; createdAt: Date; total: number; refunded: number }>(
      `SELECT number::text AS number, status, created_at AS "createdAt", total_cents AS total, refunded_cents AS refunded
         FROM orders WHERE customer_id = $1 ORDER BY created_at DESC`,
      [id],
    ),
    db.query<{
      number: string;
      orderNumber: string;
      status: 'requested' | 'received' | 'refunded';
      requestedAt: Date;
      refund: number | null;
    }>(
      `SELECT r.number::text AS number, o.number::text AS "orderNumber", r.status, r.requested_at AS "requestedAt",
              r.refund_cents AS refund
         FROM order_returns r JOIN orders o ON o.id = r.order_id
        WHERE o.customer_id = $1 ORDER BY r.requested_at DESC`,
      [id],
    ),
    db.query<{ status: 'pending' | 'confirmed' | 'unsubscribed'; since: Date }>(
      `SELECT status, coalesce(unsubscribed_at, confirmed_at, created_at) AS since
         FROM subscribers WHERE lower(email) = lower($1)`,
      [customer.email],
    ),
    db.query<{ productId: string; productName: string; color: string; size: string; createdAt: Date }>(
      `SELECT r.product_id AS "productId", p.name AS "productName", r.color, r.size, r.created_at AS "createdAt"
         FROM back_in_stock_requests r JOIN products p ON p.id = r.product_id
        WHERE r.customer_id = $1 OR lower(r.email) = lower($2) ORDER BY r.created_at DESC`,
      [id, customer.email],
    ),
    // Brand, last four and expiry only: the payment method's id stays on the server.
    db.query<{ brand: string; last4: string; expMonth: number; expYear: number }>(
      `SELECT brand, last4, exp_month AS "expMonth", exp_year AS "expYear" FROM payment_cards WHERE customer_id = $1`,
      [id],
    ),
  ]);
  return {
    ...customer,
    createdAt: iso(customer.createdAt),
    orders: orders.rows.map((o) => ({
      number: Number(o.number),
      status: o.status,
      createdAt: iso(o.createdAt),
      total: dollars(o.total),
      refunded: dollars(o.refunded),
    })),
    returns: returns.rows.map((r) => ({
      number: Number(r.number),
      orderNumber: Number(r.orderNumber),
      status: r.status,
      requestedAt: iso(r.requestedAt),
      refund: r.refund === null ? null : dollars(r.refund),
    })),
    newsletter: newsletter.rows[0] ? { status: newsletter.rows[0].status, since: iso(newsletter.rows[0].since) } : null,
    backInStock: backInStock.rows.map((r) => ({
      ...r,
      color: r.color as StaffCustomerDetail['backInStock'][number]['color'],
      size: r.size as StaffCustomerDetail['backInStock'][number]['size'],
      createdAt: iso(r.createdAt),
    })),
    card: card.rows[0] ?? null,
  };
}

/**
 * Everything the shop holds about her, for a data-access request: the page's data plus her address book,
 * wish list, bag, feedback and every order's lines and addresses. No card number exists to export.
 */
export async function selectCustomerDataExport(db: Queryable, id: string) {
  const detail = await selectCustomerDetail(db, id);
  if (!detail) return null;
  const [profile, addresses, wishlist, bag, feedback, orders] = await Promise.all([
    db.query(`SELECT birth_date::text AS "birthDate", updated_at AS "updatedAt" FROM customers WHERE id = $1`, [id]),
    db.query(
      `SELECT email, first_name AS "firstName", last_name AS "lastName", country, city, address_line1 AS "addressLine1",
              address_line2 AS "addressLine2", zip, phone, is_default AS "default"
         FROM addresses WHERE customer_id = $1`,
      [id],
    ),
    db.query(`SELECT product_id AS "productId", added_at AS "addedAt" FROM wishlist_items WHERE customer_id = $1`, [
      id,
    ]),
    db.query(
      `SELECT product_id AS "productId", color, size, quantity FROM cart_items WHERE customer_id = $1 ORDER BY line_no`,
      [id],
    ),
    db.query(
      `SELECT product_id AS "productId", rate, content, created_at AS "createdAt"
         FROM product_feedback WHERE customer_id = $1`,
      [id],
    ),
    db.query(
      `SELECT o.number::text AS number, o.status, o.email, o.billing_name AS "billingName",
              o.shipping_address AS "shippingAddress", o.billing_address AS "billingAddress",
              o.total_cents AS "totalCents", o.refunded_cents AS "refundedCents", o.created_at AS "createdAt",
              coalesce((SELECT json_agg(json_build_object('productId', l.product_id, 'name', l.name, 'color', l.color,
                                                          'size', l.size, 'quantity', l.quantity,
                                                          'unitPriceCents', l.unit_price_cents) ORDER BY l.line_no)
                          FROM order_lines l WHERE l.order_id = o.id), '[]') AS lines
         FROM orders o WHERE o.customer_id = $1 ORDER BY o.created_at`,
      [id],
    ),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    customer: { ...detail, ...profile.rows[0], orders: undefined, returns: undefined },
    addresses: addresses.rows,
    orders: orders.rows,
    returns: detail.returns,
    newsletter: detail.newsletter,
    backInStock: detail.backInStock,
    wishlist: wishlist.rows,
    bag: bag.rows,
    feedback: feedback.rows,
    card: detail.card,
  };
}
