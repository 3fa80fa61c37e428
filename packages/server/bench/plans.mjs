#!/usr/bin/env node
// `BENCH_DATABASE_URL=postgres://… pnpm --filter @vitrine/server bench:plans`: runs the catalogue's
// hot calls (the built server's own functions) against a seeded PostgreSQL database, records each
// statement they send with its parameters, and writes PostgreSQL's plan of each, executed
// (EXPLAIN ANALYZE, BUFFERS), to docs/query-plans.md, next to the indexes they use.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { categoryListing } from '../dist/catalogue/categories.js';
import { readProductSheet } from '../dist/catalogue/products.js';
import { searchListing } from '../dist/catalogue/search.js';
import { StoreSearchIndex } from '../dist/catalogue/store-search-index.js';
import { suggest } from '../dist/catalogue/suggest.js';
import * as schema from '../dist/db/schema.js';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL must name a seeded PostgreSQL database');
const output = fileURLToPath(new URL('../../../docs/query-plans.md', import.meta.url));

const pool = new pg.Pool({ connectionString: url, max: 4 });
/** Statements of the call being recorded, with their parameters. */
let recorded = [];
const db = drizzle({
  client: pool,
  schema,
  logger: { logQuery: (query, params) => recorded.push({ query, params }) },
});

const [{ count: products }] = (
  await pool.query(`SELECT count(*)::int AS count FROM products WHERE store = 'fr'`)
).rows;
const [universe] = (
  await pool.query(
    `SELECT id, label FROM categories WHERE store = 'fr' AND level = 0 ORDER BY position LIMIT 1`,
  )
).rows;
const [product] = (
  await pool.query(`SELECT id FROM products WHERE store = 'fr' ORDER BY popularity DESC LIMIT 1`)
).rows;

// A search is answered by the server's in-memory index once it is built; by PostgreSQL until
// then, and for phrases (a hyphenated or quoted term).
const searchIndex = new StoreSearchIndex(db, 'fr', (error) => {
  throw error;
});
await searchIndex.load();
const withoutIndex = { loaded: false, current: () => null };

/** The hot calls: what each is, and the call. */
const calls = [
  [
    `Category page without filters: the universe ${universe.label}, sorted by price, page 2`,
    () =>
      categoryListing(db, 'fr', searchIndex, universe.id, {
        sort: 'price-asc',
        page: 2,
        pageSize: 24,
      }),
  ],
  [
    `Category page with a filter (in stock): the same universe, from the in-memory index`,
    () => categoryListing(db, 'fr', searchIndex, universe.id, { inStock: true }),
  ],
  [
    `Category page with a filter (in stock) without the index (before it is built)`,
    () => categoryListing(db, 'fr', withoutIndex, universe.id, { inStock: true }),
  ],
  [
    'Search for "lin", first page with facets, from the in-memory index',
    () => searchListing(db, 'fr', searchIndex, 'lin', {}),
  ],
  [
    'Search for "lin" without the index (before it is built, or a phrase)',
    () => searchListing(db, 'fr', withoutIndex, 'lin', {}),
  ],
  ['Suggestions for "pan"', () => suggest(db, 'fr', 'pan')],
  ['Product sheet', () => readProductSheet(db, 'fr', product.id)],
];

const sections = [];
for (const [title, call] of calls) {
  await call(); // warm: the plans below are those of a server that has run a while
  recorded = [];
  await call();
  const statements = recorded;
  recorded = [];
  sections.push(`## ${title}`, '');
  for (const { query, params } of statements) {
    const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, params);
    sections.push(
      '```sql',
      query.replace(/\s+/g, ' ').trim(),
      '```',
      '',
      '```',
      ...plan.rows.map((row) => row['QUERY PLAN']),
      '```',
      '',
    );
  }
}

const indexes = (
  await pool.query(
    `SELECT indexdef FROM pg_indexes WHERE tablename IN ('products', 'category_facets', 'categories', 'colours')
     ORDER BY tablename, indexname`,
  )
).rows.map((row) => `- \`${row.indexdef}\``);

writeFileSync(
  output,
  [
    '# Query plans of the catalogue',
    '',
    '```sh',
    'pnpm --filter @vitrine/server build',
    'BENCH_DATABASE_URL=postgres://… pnpm --filter @vitrine/server bench:plans',
    '```',
    '',
    `Written by \`bench/plans.mjs\` on ${new Date().toISOString().slice(0, 10)}, against PostgreSQL with`,
    `${products.toLocaleString('en')} products per store, on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}: each`,
    "statement the server's own functions send for the call, with its parameters, as PostgreSQL",
    'executed it (`EXPLAIN (ANALYZE, BUFFERS)`; timing every node adds to the times shown). Why',
    'the indexes are what they are: [decision 024](decisions/024-catalogue-at-scale.md).',
    '',
    '## Indexes',
    '',
    ...indexes,
    '',
    ...sections,
  ].join('\n'),
);
console.log(`Written to ${output}`);
await pool.end();
