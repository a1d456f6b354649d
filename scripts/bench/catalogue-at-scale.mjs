// The catalogue at the size of a real label's (issue 16): an API process on a fresh PostgreSQL database
// seeded with SEED_PRODUCTS=10000, then listings cold (every request a listing not asked before, so the
// read cache misses) and warm (one listing, cached), and search, each at 50 connections; and the
// EXPLAIN (ANALYZE) plans of the common listing queries on that database.
import { tsImport } from 'tsx/esm/api';
import { explainQueries, load as loadAt, shuffled, withApiAtScale } from './api-at-scale.mjs';

const PRODUCTS = 10_000;
const CONNECTIONS = 50;

const CATEGORIES = ['', 'dresses', 'tops', 'pants', 'blouses', 'pullovers', 'shorts'];
const SORTS = ['', '+price', '-price', 'bestSeller'];
const COLORS = ['', 'blue', 'black', 'red', 'white', 'beige', 'green', 'orange', 'gray', 'purple', 'brown'];
const SIZES = ['', 's', 'm', 'l', '1x', '2x', '3x'];
const FABRICS = ['', 'cotton', 'linen', 'silk', 'lace', 'chiffon', 'denim'];
/** Words shoppers type, spelt right and wrong. */
const SEARCH_WORDS = [
  'dress',
  'dresss',
  'blouse',
  'blouze',
  'linen',
  'linnen',
  'silk',
  'slik',
  'cotton',
  'coton',
  'denim',
  'dnim',
  'lace',
  'chiffon',
  'chifon',
  'tops',
  'pants',
  'trousers',
  'trouzers',
  'shorts',
  'pullover',
  'pulover',
  'midi',
  'maxi',
  'wrap',
  'slip',
  'shirt',
  'tee',
  'tank',
  'cami',
  'jeans',
  'culottes',
  'riviera',
  'meadow',
  'harbour',
  'garden',
  'vintage',
  'studio',
  'blue',
  'black',
  'beige',
  'green',
  'purple',
  'brown',
  'red',
  'white',
  'orange',
];

/** Every listing a shopper can ask for, in a fixed random order: no two requests of a cold run repeat. */
export function listingPaths() {
  const paths = [];
  for (const category of CATEGORIES)
    for (const sort of SORTS)
      for (const color of COLORS)
        for (const size of SIZES)
          for (const fabric of FABRICS) {
            const query = new URLSearchParams({ perPage: '6', startPage: String(1 + (paths.length % 20)) });
            if (category) query.set('category', category);
            if (sort) query.set('sort', sort);
            if (color) query.set('color', color);
            if (size) query.set('size', size);
            if (fabric) query.set('fabric', fabric);
            paths.push(`/api/products/filter?${query}`);
          }
  return shuffled(paths);
}

/** One, two and three words (about 100,000 texts): enough that a cold run never asks one twice. */
export function searchTexts() {
  const texts = [...SEARCH_WORDS];
  for (const a of SEARCH_WORDS)
    for (const b of SEARCH_WORDS) {
      if (a !== b) texts.push(`${a} ${b}`);
      for (const c of SEARCH_WORDS) if (a !== b && b !== c && a !== c) texts.push(`${a} ${b} ${c}`);
    }
  return shuffled(texts);
}

const load = (origin, options) => loadAt(origin, { connections: CONNECTIONS, ...options });

/** The SQL the API sends for these listings, each run under EXPLAIN (ANALYZE). */
async function explainListings(databaseUrl) {
  const { selectFilteredProducts } = await tsImport('../../api/src/modules/products/queries.ts', import.meta.url);
  const { parseProductFilter } = await tsImport('../../api/src/modules/products/filter-query.ts', import.meta.url);
  const { searchCatalogue } = await tsImport('../../api/src/modules/products/service.ts', import.meta.url);
  const listings = [
    'perPage=6&startPage=1',
    'category=dresses&perPage=6&startPage=1',
    'category=tops&sort=-price&perPage=6&startPage=3',
    'sort=%2Bprice&perPage=6&startPage=1',
    'sort=bestSeller&perPage=6&startPage=1',
    'new=true&perPage=6&startPage=1',
    'plusSize=true&sort=-price&perPage=6&startPage=1',
    'fabric=silk,linen&perPage=6&startPage=1',
    'color=purple&size=3x&perPage=6&startPage=1',
    'category=blouses&color=red,blue&size=m&fabric=cotton&sort=bestSeller&perPage=6&startPage=1',
    'perPage=48&startPage=200',
  ];
  return explainQueries(databaseUrl, async (explaining) => {
    for (const query of listings) {
      const filter = parseProductFilter(Object.fromEntries(new URLSearchParams(query)));
      await selectFilteredProducts(explaining(`GET /api/products/filter?${query}`), filter);
    }
    // Search in SQL (the API answers it from its search index once built): the words' lookup, then the
    // products (a typo, so that the lookup finds corrections), then their summaries.
    await searchCatalogue(explaining('POST /api/products/search {"text": "linnen dresss"}'), 'linnen dresss');
  });
}

/** Runs the whole scale bench; answers null (with a message) when PostgreSQL does not answer. */
export function measureCatalogueAtScale() {
  return withApiAtScale(
    { products: PRODUCTS, label: 'catalogue at scale' },
    async ({ origin, databaseUrl, startSeconds }) => {
      const listings = listingPaths();
      const texts = searchTexts().map((text) => ({ path: '/api/products/search', body: JSON.stringify({ text }) }));
      const warmPath = ['/api/products/filter?perPage=6&startPage=1'];
      await load(origin, { paths: warmPath, seconds: 2 }); // JIT and connections
      const figures = {
        products: PRODUCTS,
        startSeconds,
        listingCold: await load(origin, { paths: listings }),
        listingWarm: await load(origin, { paths: warmPath }),
        searchCold: await load(origin, { paths: texts, method: 'POST', body: true }),
        searchWarm: await load(origin, { paths: texts.slice(0, 50), method: 'POST', body: true }),
      };
      figures.plans = await explainListings(databaseUrl);
      return figures;
    },
  );
}

/** The figures as lines for the console and a section of docs/performance.md. */
export function describeCatalogueAtScale(f) {
  if (!f) return { lines: ['catalogue at scale: skipped (no PostgreSQL)'], markdown: '' };
  const row = (what, r) =>
    `| ${what} | ${r.rps} | ${r.p95Ms} ms | ${r.p99Ms} ms | ${r.distinct} of ${r.requests} | ${r.errors} |`;
  const lines = [
    `PostgreSQL, ${f.products} products: API started (migrations + seed) in ${f.startSeconds} s`,
    ...[
      ['listing cold', f.listingCold],
      ['listing warm', f.listingWarm],
      ['search cold', f.searchCold],
      ['search warm', f.searchWarm],
    ].map(([what, r]) => `${what}, ${CONNECTIONS} connections: ${r.rps} req/s, p95 ${r.p95Ms} ms, p99 ${r.p99Ms} ms`),
  ];
  const markdown =
    `## Catalogue of ${f.products} products on PostgreSQL (autocannon, ${CONNECTIONS} connections, 10 s each)\n\n` +
    `An API process alone (\`SEED_PRODUCTS=${f.products}\`, production mode, warn-level log) on a fresh database of the ` +
    `machine's PostgreSQL; started, migrated and seeded in **${f.startSeconds} s**. Cold: every request a listing (or ` +
    `search) not asked before in the run, so the read cache misses; warm: one listing, or 50 searches, cached.\n\n` +
    `| run | req/s | p95 | p99 | distinct requests | non-2xx or errors |\n|---|---|---|---|---|---|\n` +
    `${row('listing cold: `GET /api/products/filter` over category × sort × colour × size × fabric × page', f.listingCold)}\n` +
    `${row('listing warm: `GET /api/products/filter?perPage=6&startPage=1`', f.listingWarm)}\n` +
    `${row('search cold: `POST /api/products/search`, one to three words, typos included', f.searchCold)}\n` +
    `${row('search warm: 50 of those texts, cached', f.searchWarm)}\n\n` +
    `### Query plans at ${f.products} products (\`EXPLAIN (ANALYZE, COSTS OFF)\` of the API's own SQL)\n\n` +
    f.plans.map((p) => `${p.label}\n\n\`\`\`\n${p.plan}\n\`\`\`\n`).join('\n') +
    '\n';
  return { lines, markdown };
}

// `node scripts/bench/catalogue-at-scale.mjs`: this part of the bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { lines, markdown } = describeCatalogueAtScale(await measureCatalogueAtScale());
  console.log(lines.join('\n'));
  if (process.argv.includes('--markdown')) console.log(`\n${markdown}`);
}
