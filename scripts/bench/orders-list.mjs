// Issue 34's aim for the back office's orders: the list (GET /api/staff/orders: status, Kyiv days, "paid but not
// shipped", a search by order number, e-mail or name, keyset pages) at 100,000 orders on PostgreSQL, filtered and
// searched, 10 connections: p95 at most 50 ms. An API process on a fresh database (api-at-scale.mjs, the seed's
// catalogue), 10,000 customers and 100,000 orders of the past year written by a few INSERT ... SELECT
// generate_series (with their lines and parcels), a fulfilment member logged in through the real setup and login
// routes (staff-session.mjs), then autocannon: each mix of lists alone, and all of them together; and the EXPLAIN
// (ANALYZE) plans of a few lists on that database.
//   node scripts/bench/orders-list.mjs [--markdown]
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { explainQueries, load, loadWithCpu, shuffled, withApiAtScale } from './api-at-scale.mjs';
import { createStaffSession } from './staff-session.mjs';

const ORDERS = 100_000;
const CUSTOMERS = 10_000;
const CONNECTIONS = 10;
export const ORDERS_LIST_AIM_P95_MS = 50;

// 40 first names by 50 family names: 2,000 names, each of 5 customers; an order's billing name is its customer's.
const FIRST = (
  'Olena Iryna Oksana Natalia Tetiana Yulia Kateryna Anna Maria Sofia Viktoria Daria Alina ' +
  'Anastasia Khrystyna Marta Halyna Liudmyla Svitlana Larysa Nadia Vira Zoriana Solomiia Yana ' +
  'Veronika Diana Polina Valeriia Ulyana Roksolana Myroslava Bohdana Lesia Inna Olha Lilia Karina ' +
  'Emilia Eva'
).split(' ');
const LAST = (
  'Kovalenko Shevchenko Bondarenko Tkachenko Kravchenko Boyko Melnyk Oliynyk Shevchuk Polishchuk ' +
  'Lysenko Marchenko Rudenko Savchenko Moroz Pavlenko Petrenko Kovalchuk Klymenko Levchenko ' +
  'Kharchenko Karpenko Ponomarenko Vlasenko Tkachuk Sydorenko Kuzmenko Hrytsenko Ivanenko Romanenko ' +
  'Yakovenko Zinchenko Mazur Kozak Honchar Kovach Fedorenko Danylenko Nazarenko Prykhodko Demchenko ' +
  'Vasylenko Koval Symonenko Hnatiuk Stepanenko Lytvynenko Kushnir Kulyk Baran'
).split(' ');

/** Customer g (1..CUSTOMERS): her name and e-mail, as the seed below writes them. */
const customerOf = (g) => {
  const first = FIRST[g % FIRST.length];
  const last = LAST[Math.floor(g / FIRST.length) % LAST.length];
  return { name: `${first} ${last}`, email: `${first}.${last}${g}@example.com`.toLowerCase() };
};
const sqlList = (words) => `ARRAY[${words.map((w) => `'${w}'`).join(', ')}]`;

/**
 * One order every 5 minutes over the past year (about 350 days), numbers rising with time. Statuses by age, as a
 * shop's are: the last half hour has unpaid checkouts (older ones the API expires; they hold no units here, so
 * expiring one changes no stock), the last day is mostly paid and not shipped, the last four days shipped, older
 * ones delivered, with some cancelled, failed and expired.
 */
const SEED_SQL = [
  `INSERT INTO customers (first_name, last_name, email, created_at)
   SELECT (${sqlList(FIRST)})[1 + g % ${FIRST.length}], (${sqlList(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}],
          lower((${sqlList(FIRST)})[1 + g % ${FIRST.length}] || '.' || (${sqlList(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] || g || '@example.com'),
          now() - interval '400 days'
     FROM generate_series(1, ${CUSTOMERS}) g`,
  // Customer n's orders spread over the year (n = 1 + g * 3037 mod 10,000, a permutation), so no name or e-mail
  // clusters among the newest orders.
  `WITH c AS (SELECT id, email, first_name || ' ' || last_name AS name,
                     row_number() OVER (ORDER BY created_at, email) AS n FROM customers),
        o AS (SELECT g, now() - (${ORDERS} + 1 - g) * interval '5 minutes' AS at, (g * 7919) % 100 AS dice,
                     (${ORDERS} + 1 - g) * interval '5 minutes' AS age
                FROM generate_series(1, ${ORDERS}) g),
        s AS (SELECT o.*, CASE
                WHEN age < interval '30 minutes' THEN CASE WHEN dice < 70 THEN 'pending' ELSE 'paid' END
                WHEN age < interval '1 day' THEN CASE WHEN dice < 70 THEN 'paid' WHEN dice < 90 THEN 'shipped'
                                                       WHEN dice < 95 THEN 'failed' ELSE 'expired' END
                WHEN age < interval '4 days' THEN CASE WHEN dice < 10 THEN 'paid' WHEN dice < 90 THEN 'shipped'
                                                        WHEN dice < 95 THEN 'cancelled' ELSE 'expired' END
                ELSE CASE WHEN dice < 88 THEN 'delivered' WHEN dice < 93 THEN 'cancelled'
                          WHEN dice < 97 THEN 'failed' ELSE 'expired' END
              END AS status FROM o)
   INSERT INTO orders (customer_id, idempotency_key, status, stock_reserved, payment_method, email, billing_name,
                       shipping_address, billing_address, subtotal_cents, tax_cents, shipping_cents, total_cents,
                       created_at, pending_since, paid_at, receipt_sent_at, shipped_at, delivered_at, cancelled_at,
                       updated_at)
   SELECT c.id, 'bench-' || s.g, s.status, false, 'card', c.email, c.name, a.address, a.address,
          2000 * (1 + s.g % 3), 200 * (1 + s.g % 3), 0, 2200 * (1 + s.g % 3),
          s.at, s.at,
          CASE WHEN s.status IN ('paid', 'shipped', 'delivered', 'cancelled') THEN s.at + interval '1 minute' END,
          CASE WHEN s.status IN ('paid', 'shipped', 'delivered', 'cancelled') THEN s.at + interval '1 minute' END,
          CASE WHEN s.status IN ('shipped', 'delivered') THEN least(s.at + interval '20 hours', now()) END,
          CASE WHEN s.status = 'delivered' THEN s.at + interval '3 days' END,
          CASE WHEN s.status = 'cancelled' THEN s.at + interval '2 hours' END,
          s.at
     FROM s JOIN c ON c.n = 1 + (s.g * 3037) % ${CUSTOMERS},
          (SELECT '{"country":"Ukraine","city":"Kyiv","address":"Khreshchatyk 1","postal":"01001"}'::jsonb AS address) a`,
  `INSERT INTO order_lines (order_id, line_no, product_id, color, size, name, image, quantity, unit_price_cents,
                            line_total_cents)
   SELECT o.id, n, '100001', 'red', 'm', 'Linen dress', '', 1, 2000, 2000
     FROM orders o, generate_series(1, 1 + (o.number % 3)::int) n`,
  `INSERT INTO order_shipments (order_id, carrier, tracking_number, shipped_at)
   SELECT id, 'Nova Poshta', '2045' || number, shipped_at FROM orders WHERE status IN ('shipped', 'delivered')`,
  `INSERT INTO order_shipment_lines (shipment_id, order_id, line_no)
   SELECT s.id, l.order_id, l.line_no FROM order_shipments s JOIN order_lines l ON l.order_id = s.order_id`,
  // As autovacuum leaves a settled table: statistics, and the visibility map (index-only scans of the lines).
  'VACUUM (ANALYZE) customers, orders, order_lines, order_shipments, order_shipment_lines',
];

async function seedOrders(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    for (const sql of SEED_SQL) await client.query(sql);
    const { rows } = await client.query('SELECT count(*)::int AS n FROM orders');
    if (rows[0].n !== ORDERS) throw new Error(`seeded ${rows[0].n} orders, not ${ORDERS}`);
  } finally {
    await client.end();
  }
  return ((Date.now() - started) / 1000).toFixed(1);
}

/** YYYY-MM-DD of the shop's day (Kyiv) `daysAgo` days back. */
const kyivDay = (daysAgo) =>
  new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Kyiv' });
const list = (query) => `/api/staff/orders${query ? `?${new URLSearchParams(query)}` : ''}`;

/** What staff ask, by kind: each a few lists, as the orders page sends them. */
export function orderListMixes() {
  const numbers = Array.from({ length: 12 }, (_, i) => String(100_001 + (((i + 1) * 7919) % ORDERS)));
  const emails = [17, 444, 1203, 2718, 5000, 9999].map((g) => customerOf(g).email);
  return {
    'no filter': [list(), list({ q: '' }), list({ status: '' })],
    'by status': ['paid', 'shipped', 'delivered', 'cancelled', 'pending'].map((status) => list({ status })),
    'paid, not shipped': [list({ status: 'unshipped' }), list({ status: 'unshipped', from: kyivDay(3) })],
    'Kyiv days': [
      list({ from: kyivDay(7), to: kyivDay(0) }),
      list({ from: kyivDay(90), to: kyivDay(60) }),
      list({ from: kyivDay(30), to: kyivDay(30) }),
      list({ from: kyivDay(200), to: kyivDay(100), status: 'delivered' }),
      list({ from: kyivDay(14), to: kyivDay(7), status: 'cancelled' }),
    ],
    'order number': numbers.map((n, i) => list({ q: i % 2 ? `#${n}` : n })),
    'e-mail': [
      ...emails.map((q) => list({ q })),
      list({ q: 'olena.koval' }),
      list({ q: 'iryna.' }),
      list({ q: `${customerOf(321).email.split('@')[0]}@` }),
    ],
    name: [
      list({ q: 'kovalenko' }),
      list({ q: 'koval' }),
      list({ q: 'Olena' }),
      list({ q: 'shevch' }),
      list({ q: customerOf(777).name }),
      list({ q: 'zoriana', status: 'delivered' }),
      list({ q: 'melnyk', from: kyivDay(60), to: kyivDay(0) }),
    ],
  };
}

/** The next pages of a few lists (keyset cursors from their first page), staff paging on. */
async function nextPages(origin, headers, paths) {
  const pages = [];
  for (const path of paths) {
    let url = path;
    for (let page = 0; page < 3; page += 1) {
      const res = await fetch(`${origin}${url}`, { headers });
      if (!res.ok) throw new Error(`GET ${url} as staff: ${res.status} ${await res.text()}`);
      const { nextCursor } = await res.json();
      if (!nextCursor) break;
      url = `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(nextCursor)}`;
      pages.push(url);
    }
  }
  return pages;
}

/** The list's SQL for a few queries, each under EXPLAIN (ANALYZE). */
async function explainOrderLists(databaseUrl) {
  const { selectStaffOrderPage } = await tsImport('../../api/src/modules/orders-admin/queries.ts', import.meta.url);
  const queries = [
    {},
    { status: 'unshipped' },
    { from: kyivDay(90), to: kyivDay(60) },
    { q: 'koval' },
    { q: 'Olena' },
    { q: 'olena.koval' },
  ];
  return explainQueries(databaseUrl, async (explaining) => {
    for (const query of queries) {
      await selectStaffOrderPage(explaining(`GET ${list(query)}`), { q: '', ...query });
    }
  });
}

export function measureOrdersList({ seconds = 15, mixSeconds = 4 } = {}) {
  return withApiAtScale({ label: 'orders list' }, async ({ origin, databaseUrl, startSeconds, apiPid }) => {
    const seedSeconds = await seedOrders(databaseUrl);
    const staff = await createStaffSession(origin, databaseUrl, 'fulfilment');
    const mixes = orderListMixes();
    mixes['next pages'] = await nextPages(origin, staff.headers, [
      list(),
      list({ status: 'delivered' }),
      list({ q: 'koval' }),
    ]);
    for (const paths of Object.values(mixes)) {
      for (const path of paths) {
        const res = await fetch(`${origin}${path}`, { headers: staff.headers });
        if (!res.ok) throw new Error(`GET ${path} as staff: ${res.status} ${await res.text()}`);
      }
    }
    const all = shuffled(Object.values(mixes).flat(), 34);
    // JIT, plans and PostgreSQL's buffers.
    await load(origin, { paths: all, seconds: 3, connections: CONNECTIONS, headers: staff.headers });
    const perMix = {};
    for (const [mix, paths] of Object.entries(mixes)) {
      perMix[mix] = await load(origin, {
        paths,
        seconds: mixSeconds,
        connections: CONNECTIONS,
        headers: staff.headers,
      });
      const r = perMix[mix];
      console.log(`orders list, ${mix}: ${r.rps} req/s, p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms, p99 ${r.p99Ms} ms`);
    }
    // The mix together, with the CPU the API and its database connections spent a request (less moved by the
    // machine's other work than the latencies).
    const run = await loadWithCpu(
      origin,
      { paths: all, seconds, connections: CONNECTIONS, headers: staff.headers },
      { apiPid, databaseUrl },
    );
    return {
      orders: ORDERS,
      startSeconds,
      seedSeconds,
      seconds,
      mixSeconds,
      perMix,
      run,
      plans: await explainOrderLists(databaseUrl),
    };
  });
}

/** The figures as console lines and a section of the bench's docs page. */
export function describeOrdersList(f) {
  if (!f) return { lines: ['orders list: skipped (no PostgreSQL)'], markdown: '' };
  const { run } = f;
  const verdict = (p95) => (p95 <= ORDERS_LIST_AIM_P95_MS ? 'within' : 'OVER');
  const cpu = `CPU ${run.cpuMs.api ?? 'n/a'} ms (API) + ${run.cpuMs.db ?? 'n/a'} ms (PostgreSQL) a request`;
  const lines = [
    `staff orders list, ${f.orders} orders on PostgreSQL (seeded in ${f.seedSeconds} s), ${CONNECTIONS} connections, ` +
      `the mix for ${f.seconds} s: ${run.rps} req/s, p50 ${run.p50Ms} ms, p95 ${run.p95Ms} ms, p99 ${run.p99Ms} ms ` +
      `(${verdict(run.p95Ms)} the aim of p95 <= ${ORDERS_LIST_AIM_P95_MS} ms); ${cpu}; load average ` +
      `${run.loadAverage}; ${run.distinct} distinct lists of ${run.requests}, ${run.errors} non-2xx or errors`,
    ...Object.entries(f.perMix).map(
      ([mix, r]) =>
        `  ${mix} alone (${f.mixSeconds} s): ${r.rps} req/s, p95 ${r.p95Ms} ms, p99 ${r.p99Ms} ms, ${r.errors} errors`,
    ),
  ];
  const markdown =
    `## The back office's orders list at ${f.orders} orders on PostgreSQL (issue 34)\n\n` +
    `\`node scripts/bench/orders-list.mjs --markdown\`: an API process on a fresh database (started in ` +
    `${f.startSeconds} s), ${f.orders} orders of a year and their lines and parcels written in ${f.seedSeconds} s, a ` +
    `fulfilment member logged in through the setup and login routes, then autocannon, ${CONNECTIONS} connections: ` +
    `each mix alone for ${f.mixSeconds} s, then all of them for ${f.seconds} s.\n\n` +
    `| lists | req/s | p50 | p95 (aim <= ${ORDERS_LIST_AIM_P95_MS} ms) | p99 | non-2xx or errors |\n|---|---|---|---|---|---|\n` +
    `| **all, mixed** (${run.distinct} lists) | ${run.rps} | ${run.p50Ms} ms | **${run.p95Ms} ms** | ${run.p99Ms} ms | ${run.errors} |\n` +
    Object.entries(f.perMix)
      .map(([mix, r]) => `| ${mix} | ${r.rps} | ${r.p50Ms} ms | ${r.p95Ms} ms | ${r.p99Ms} ms | ${r.errors} |`)
      .join('\n') +
    `\n\nMixed: ${cpu}, load average ${run.loadAverage}.\n\n` +
    `### Query plans (\`EXPLAIN (ANALYZE, COSTS OFF)\` of the list's own SQL)\n\n` +
    f.plans.map((p) => `${p.label}\n\n\`\`\`\n${p.plan}\n\`\`\`\n`).join('\n') +
    '\n';
  return { lines, markdown };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { lines, markdown } = describeOrdersList(await measureOrdersList());
  console.log(lines.join('\n'));
  if (process.argv.includes('--markdown')) console.log(`\n${markdown}`);
}
