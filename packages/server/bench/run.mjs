#!/usr/bin/env node
// `pnpm --filter @vitrine/server bench`: starts the built server on a fresh embedded PGlite (seeded
// on start), loads each catalogue call with autocannon at 32 connections over a rotating set of
// real URLs, and writes the figures to docs/benchmarks.md. BENCH_DURATION (seconds) sets the
// length of each measured run (default 10). Run it on an otherwise idle machine.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { STORES } from '@vitrine/api-client';
import {
  APP_KEY,
  BENCHMARKS_FILE as output,
  loadRoundRobin,
  ORDERS_SECTION_START,
  PAGES_SECTION_START,
  startServer,
  stopServer,
} from './server.mjs';

const CONNECTIONS = 32;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3999);
const base = `http://127.0.0.1:${PORT}`;

const startCatalogueServer = (dataDir, responseCache) =>
  startServer(PORT, { PGLITE_DATA_DIR: dataDir, RESPONSE_CACHE: responseCache ? 'on' : 'off' });

const api = (path) =>
  fetch(`${base}${path}`, { headers: { 'x-app-key': APP_KEY } }).then((r) => {
    if (!r.ok) throw new Error(`${path}: ${r.status}`);
    return r.json();
  });

/** Real URLs of each call, from the seeded catalogue, so caches and plans see varied input. */
async function urlSets() {
  const sets = {
    ceiling: ['/livez'],
    menu: [],
    suggest: [],
    search: [],
    listing: [],
    'product static': [],
    'product dynamic': [],
  };
  const words = {
    fr: [
      'robe',
      'pantalon',
      'chemise',
      'pull',
      'chaussures',
      'coussin',
      'jean',
      'lin',
      'rouge',
      'fleurie',
      'manteau',
      'rideau',
      'soutien-gorge',
      'baskets',
      'serviette',
      'creme',
    ],
    uk: [
      'dress',
      'trousers',
      'shirt',
      'jumper',
      'shoes',
      'cushion',
      'jeans',
      'linen',
      'red',
      'floral',
      'coat',
      'curtain',
      'bra',
      'trainers',
      'towel',
      'cream',
    ],
  };
  for (const { segment, searchSlug: kind } of Object.values(STORES)) {
    sets.menu.push(`/${segment}/api/v2/menu`);
    for (const word of words[segment]) {
      sets.search.push(`/${segment}/api/search/${kind}/${encodeURIComponent(word)}`);
      for (const length of [2, 3, 4, 5])
        sets.suggest.push(`/${segment}/api/suggest?q=${encodeURIComponent(word.slice(0, length))}`);
    }
    const categories = await api(`/${segment}/api/sitemap/categories`);
    for (const { url } of categories.items) {
      sets.listing.push(`/${segment}/api/listing/json${url}`);
      sets.listing.push(`/${segment}/api/listing/json${url}?sort=price-asc&page=2&pageSize=24`);
    }
    for (const page of [1, 2]) {
      const products = await api(`/${segment}/api/sitemap/products?page=${page}`);
      for (const { url } of products.items) {
        sets['product static'].push(`/${segment}/api/v2/product/static/json${url}`);
        sets['product dynamic'].push(`/${segment}/api/v2/product/dynamic/json${url}`);
      }
    }
  }
  return sets;
}

/** One autocannon run over the URLs, round-robin (see loadRoundRobin). */
const load = (urls, duration) =>
  loadRoundRobin({
    url: base,
    paths: urls,
    connections: CONNECTIONS,
    duration,
    headers: { 'x-app-key': APP_KEY, 'accept-encoding': 'gzip' },
  });

const TARGETS = {
  suggest: 20,
  'product static': 20,
  'product dynamic': 20,
  listing: 40,
  search: 40,
};
const ms = (value) => value.toFixed(1);

/** Measures every call on a server started with or without its response cache. */
async function measure(dataDir, responseCache) {
  const server = await startCatalogueServer(dataDir, responseCache);
  try {
    // Make sure the server measured is the one meant: cached answers say so.
    const probe = () => fetch(`${base}/fr/api/v2/menu`, { headers: { 'x-app-key': APP_KEY } });
    await probe();
    const state = (await probe()).headers.get('x-cache');
    if ((state === 'hit') !== responseCache)
      throw new Error(`expected cache ${responseCache}, got ${state}`);
    const sets = await urlSets();
    const rows = [];
    console.log(`\nResponse cache ${responseCache ? 'on' : 'off'}`);
    for (const [name, urls] of Object.entries(sets)) {
      await load(urls, 2); // warm-up: JIT, database pages and, when on, the cache
      const figures = await load(urls, DURATION);
      rows.push({ name, urls: urls.length, ...figures, target: TARGETS[name] });
      console.log(
        `${name.padEnd(16)} ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  p99 ${ms(figures.p99)} ms  errors ${figures.errors}`,
      );
    }
    return rows;
  } finally {
    await stopServer(server);
  }
}

const target = (r) => {
  if (r.name === 'ceiling') return 'ceiling';
  if (!r.target) return '—';
  return `≤ ${r.target} ms: ${r.p95 <= r.target ? 'met' : '**missed**'}`;
};

const table = (rows) => [
  '| Call | URLs | Requests/s | p50 | p95 | p99 | Errors | Target (p95) |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.urls} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors} | ${target(r)} |`,
  ),
];

/**
 * The pages and orders sections bench/pages.mjs and bench/orders.mjs wrote, kept when the
 * catalogue figures are rewritten.
 */
function laterSections() {
  const previous = existsSync(output) ? readFileSync(output, 'utf8') : '';
  const starts = [PAGES_SECTION_START, ORDERS_SECTION_START]
    .map((heading) => previous.indexOf(heading))
    .filter((index) => index >= 0);
  return starts.length === 0 ? '' : previous.slice(Math.min(...starts));
}

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
try {
  const cached = await measure(dataDir, true);
  const uncached = await measure(dataDir, false);
  writeFileSync(
    output,
    [
      '# Benchmarks',
      '',
      'Figures of the store API on embedded PGlite, written by the benchmark itself:',
      '',
      '```sh',
      'pnpm --filter @vitrine/server build && pnpm --filter @vitrine/server bench',
      '```',
      '',
      `Each row: ${CONNECTIONS} connections for ${DURATION} s (after a 2 s warm-up) over the row's set of real URLs of`,
      'the seeded catalogue, taken in turn (both stores; every category, twice; 1,000 products;',
      '16 words per language for search and their 2- to 5-letter prefixes for suggest). Server and',
      `load generator (autocannon) share this machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'},`,
      `Node ${process.version}. Latencies are per response, in milliseconds. The ceiling is \`/livez\`,`,
      'a route of the same server that answers without the database.',
      '',
      `Run on ${new Date().toISOString().slice(0, 10)}.`,
      '',
      '## As deployed: with the response cache',
      '',
      'The server keeps catalogue answers in memory, compressed, for their Cache-Control time',
      '(60 s; 5 s for prices and stock), as a CDN in front of the store would. Each URL set is',
      'small enough to be requested again within that time, so after the warm-up these rows measure',
      'answers from memory (misses still happen: prices and stock expire every 5 s, see their p99).',
      '',
      ...table(cached),
      '',
      '## Without the response cache (`RESPONSE_CACHE=off`)',
      '',
      'Every request reaches PGlite, which is a single connection: requests queue behind each other,',
      'so at 32 connections the latency is about 32 × the time of one request.',
      '',
      ...table(uncached),
      '',
      laterSections(),
    ].join('\n'),
  );
  console.log(`\nWritten to ${output}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
