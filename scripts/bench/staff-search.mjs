// Issue 32's aim for the back office: its product list (GET /api/staff/products: search, filters category,
// status and low stock, sort, paging) at 10,000 products on PostgreSQL, 10 connections, p95 at most 50 ms.
// An API process on a fresh seeded database (api-at-scale.mjs), a staff member logged in through the real
// setup and login routes (staff-session.mjs), then autocannon over a fixed mix of lists as staff ask for
// them; and the EXPLAIN (ANALYZE) plans of a few of them on that database.
//   node scripts/bench/staff-search.mjs [--markdown]
import { tsImport } from 'tsx/esm/api';
import { explainQueries, load, loadWithCpu, shuffled, withApiAtScale } from './api-at-scale.mjs';
import { createStaffSession } from './staff-session.mjs';

const PRODUCTS = 10_000;
const CONNECTIONS = 10;
export const STAFF_SEARCH_AIM_P95_MS = 50;

/** What staff type: whole words, the first letters of one (as typed), a typo, an id, nothing. */
const SEARCHES = [
  '',
  '',
  '',
  'dress',
  'linen',
  'riviera',
  'midi',
  'silk blouse',
  'dre',
  'blou',
  'pech',
  'lnen',
  '100042',
  '104999',
];
const CATEGORIES = ['', '', 'dresses', 'tops', 'pants', 'blouses', 'pullovers', 'shorts'];
const STATUSES = ['', '', 'published', 'draft', 'archived'];
const LOW_STOCK = ['', '', '', 'true'];
const SORTS = ['', 'name', '-name', 'price', '-price', 'updated', 'stock', '-stock'];
const PAGES = ['1', '1', '1', '2', '5', '40'];

/** Every combination, in a fixed random order: a run asks about 7,000 different lists, none cached. */
export function staffListPaths() {
  const paths = [];
  for (const q of SEARCHES)
    for (const category of CATEGORIES)
      for (const status of STATUSES)
        for (const lowStock of LOW_STOCK)
          for (const sort of SORTS) {
            const query = new URLSearchParams({ perPage: '25', page: PAGES[paths.length % PAGES.length] });
            if (q) query.set('q', q);
            if (category) query.set('category', category);
            if (status) query.set('status', status);
            if (lowStock) query.set('lowStock', lowStock);
            if (sort) query.set('sort', sort);
            paths.push(`/api/staff/products?${query}`);
          }
  return shuffled([...new Set(paths)], 32);
}

/** The list's SQL for a few queries, each under EXPLAIN (ANALYZE). */
async function explainStaffLists(databaseUrl) {
  const { selectStaffProductPage } = await tsImport(
    '../../api/src/modules/catalogue-admin/queries.ts',
    import.meta.url,
  );
  const queries = [
    '',
    'q=dress',
    'q=dre&sort=name',
    'q=lnen',
    'q=100042',
    'status=draft&lowStock=true',
    'sort=-stock&page=40',
  ];
  return explainQueries(databaseUrl, async (explaining) => {
    for (const query of queries) {
      const asked = Object.fromEntries(new URLSearchParams(query));
      // What the route's schema (contracts/staff) makes of these: its defaults, a boolean and a number.
      const parsed = { q: '', sort: '-updated', page: 1, perPage: 25, ...asked, lowStock: asked.lowStock === 'true' };
      await selectStaffProductPage(explaining(`GET /api/staff/products?${query}`), {
        ...parsed,
        page: Number(parsed.page),
      });
    }
  });
}

export function measureStaffSearch({ seconds = 15 } = {}) {
  return withApiAtScale(
    { products: PRODUCTS, label: 'staff search' },
    async ({ origin, databaseUrl, startSeconds, apiPid }) => {
      const staff = await createStaffSession(origin, databaseUrl);
      const paths = staffListPaths();
      const probe = await fetch(`${origin}${paths[0]}`, { headers: staff.headers });
      if (!probe.ok) throw new Error(`GET ${paths[0]} as staff: ${probe.status} ${await probe.text()}`);
      // JIT and connections, on lists the measured run does not ask again until it wraps round.
      await load(origin, { paths: paths.slice(-200), seconds: 3, connections: CONNECTIONS, headers: staff.headers });
      // The machine is shared: besides the latencies, the CPU the API process and its database connections
      // spent per request, which other work on the machine does not change much.
      const run = await loadWithCpu(
        origin,
        { paths, seconds, connections: CONNECTIONS, headers: staff.headers },
        { apiPid, databaseUrl },
      );
      if (run.cpuMs.api !== null && run.cpuMs.db !== null)
        run.cpuMsPerRequest = Number((run.cpuMs.api + run.cpuMs.db).toFixed(2));
      console.log(
        `staff list: p50 ${run.p50Ms} ms, p95 ${run.p95Ms} ms, p99 ${run.p99Ms} ms, CPU ${run.cpuMsPerRequest} ms a request (API ${run.cpuMs.api}, PostgreSQL ${run.cpuMs.db}) (explaining next)`,
      );
      return { products: PRODUCTS, startSeconds, seconds, run, plans: await explainStaffLists(databaseUrl) };
    },
  );
}

/** The figures as console lines and a section of the bench's docs page. */
export function describeStaffSearch(f) {
  if (!f) return { lines: ['staff search: skipped (no PostgreSQL)'], markdown: '' };
  const { run } = f;
  const verdict = run.p95Ms <= STAFF_SEARCH_AIM_P95_MS ? 'within' : 'OVER';
  const line =
    `staff product list, ${f.products} products on PostgreSQL, ${CONNECTIONS} connections, ${f.seconds} s: ` +
    `${run.rps} req/s, p50 ${run.p50Ms} ms, p95 ${run.p95Ms} ms, p99 ${run.p99Ms} ms ` +
    `(${verdict} the aim of p95 <= ${STAFF_SEARCH_AIM_P95_MS} ms); CPU ${run.cpuMsPerRequest ?? 'n/a'} ms a request ` +
    `(API ${run.cpuMs?.api ?? 'n/a'} + PostgreSQL ${run.cpuMs?.db ?? 'n/a'}); ` +
    `load average ${run.loadAverage}; ${run.distinct} distinct of ${run.requests}, ${run.errors} non-2xx or errors`;
  const markdown =
    `## The back office's product list at ${f.products} products on PostgreSQL (issue 32)\n\n` +
    `\`node scripts/bench/staff-search.mjs --markdown\`: an API process on a fresh seeded database (started in ` +
    `${f.startSeconds} s), a catalogue staff member logged in through the setup and login routes, then autocannon, ` +
    `${CONNECTIONS} connections, ${f.seconds} s, over ${run.distinct} different lists (search words, prefixes, a ` +
    `typo, ids × category × status × low stock × sort × page, 25 a page).\n\n` +
    `| req/s | p50 | p95 (aim <= ${STAFF_SEARCH_AIM_P95_MS} ms) | p99 | CPU a request (API + PostgreSQL) | load average | non-2xx or errors |\n|---|---|---|---|---|---|---|\n` +
    `| ${run.rps} | ${run.p50Ms} ms | **${run.p95Ms} ms** | ${run.p99Ms} ms | ${run.cpuMsPerRequest ?? 'n/a'} ms (API ${run.cpuMs?.api ?? 'n/a'}, PostgreSQL ${run.cpuMs?.db ?? 'n/a'}) | ${run.loadAverage} | ${run.errors} |\n\n` +
    `### Query plans (\`EXPLAIN (ANALYZE, COSTS OFF)\` of the list's own SQL)\n\n` +
    f.plans.map((p) => `${p.label}\n\n\`\`\`\n${p.plan}\n\`\`\`\n`).join('\n') +
    '\n';
  return { lines: [line], markdown };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { lines, markdown } = describeStaffSearch(await measureStaffSearch());
  console.log(lines.join('\n'));
  if (process.argv.includes('--markdown')) console.log(`\n${markdown}`);
}
