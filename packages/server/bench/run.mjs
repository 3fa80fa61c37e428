#!/usr/bin/env node
// `pnpm --filter @vitrine/server bench`: starts the built server on a fresh embedded PGlite (seeded
// on start) or on BENCH_DATABASE_URL (seeded first if empty, with CATALOGUE_PRODUCTS products per
// store), loads each catalogue call with autocannon over a rotating set of real URLs, with and
// without the response cache, at each of BENCH_CONNECTIONS (default 32; e.g. "1,32"), and writes
// the figures to their own section of docs/benchmarks.md (one per database and catalogue size).
// BENCH_DURATION (seconds) sets the length of each measured run (default 10). Run it on an
// otherwise idle machine.
import { execFileSync } from 'node:child_process';
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

const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '32').split(',').map(Number);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3999);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';
const base = `http://127.0.0.1:${PORT}`;

const startCatalogueServer = (database, responseCache) =>
  startServer(PORT, { ...database, RESPONSE_CACHE: responseCache ? 'on' : 'off' });

/** A term of 128 characters, the longest the contract takes. */
const longTerm = (unit) => unit.repeat(Math.ceil(128 / unit.length)).slice(0, 128);

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
    hostile: [],
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
    // What a script or an attacker sends: wildcards, LIKE patterns and tsquery syntax as terms,
    // the longest terms the contract takes, the last page, every filter at once on a universe.
    const universe = categories.items.find(({ url }) => /^\/C-\d0000-/.test(url))?.url;
    const everyFilter = (listing) => {
      const first = (facet) =>
        facet
          .slice(0, 3)
          .map((value) => value.code)
          .join(',');
      const { sizes, colours, brands, price } = listing.facets;
      return `size=${first(sizes)}&colour=${first(colours)}&brand=${encodeURIComponent(first(brands))}&priceMin=${price.min}&priceMax=${price.max}&inStock=true&sort=discount`;
    };
    const filtered = everyFilter(await api(`/${segment}/api/listing/json${universe}`));
    for (const term of [
      longTerm('%_'),
      longTerm('*'),
      longTerm('a:* | '),
      longTerm(`${words[segment][0]} `),
      longTerm('x'),
    ]) {
      const encoded = encodeURIComponent(term);
      sets.hostile.push(`/${segment}/api/search/${kind}/${encoded}`);
      sets.hostile.push(`/${segment}/api/suggest?q=${encoded}`);
    }
    sets.hostile.push(`/${segment}/api/listing/json${universe}?${filtered}`);
    sets.hostile.push(`/${segment}/api/listing/json${universe}?page=10000&pageSize=96`);
    sets.hostile.push(`/${segment}/api/search/${kind}/${words[segment][0]}?${filtered}&page=10000`);
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
const load = (urls, duration, connections) =>
  loadRoundRobin({
    url: base,
    paths: urls,
    connections,
    duration,
    headers: { 'x-app-key': APP_KEY, 'accept-encoding': 'gzip' },
  });

/** p95 targets in ms (issue 23's, at 1 connection, uncached, 100,000 products per store). */
const TARGETS = {
  suggest: 15,
  search: 25,
  listing: 25,
  'product static': 10,
  'product dynamic': 10,
  hostile: 25,
};
const ms = (value) => value.toFixed(1);

/** Measures every call on a server started with or without its response cache. */
async function measure(database, responseCache) {
  const server = await startCatalogueServer(database, responseCache);
  try {
    // Make sure the server measured is the one meant: cached answers say so.
    const probe = () => fetch(`${base}/fr/api/v2/menu`, { headers: { 'x-app-key': APP_KEY } });
    await probe();
    const state = (await probe()).headers.get('x-cache');
    if ((state === 'hit') !== responseCache)
      throw new Error(`expected cache ${responseCache}, got ${state}`);
    const sets = await urlSets();
    const rows = [];
    for (const connections of CONNECTIONS) {
      console.log(`\nResponse cache ${responseCache ? 'on' : 'off'}, ${connections} connections`);
      for (const [name, urls] of Object.entries(sets)) {
        await load(urls, 2, connections); // warm-up: JIT, database pages and, when on, the cache
        const figures = await load(urls, DURATION, connections);
        rows.push({
          name,
          urls: urls.length,
          connections,
          ...figures,
          // The targets are those of the database's own answers.
          target: responseCache ? undefined : TARGETS[name],
        });
        console.log(
          `${name.padEnd(16)} ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  p99 ${ms(figures.p99)} ms  errors ${figures.errors}`,
        );
      }
    }
    return rows;
  } finally {
    await stopServer(server);
  }
}

const target = (r) => {
  if (r.name === 'ceiling') return 'ceiling';
  if (r.connections === 32 && r.name === 'search' && r.target)
    return `≥ 300 req/s: ${r.rps >= 300 ? 'met' : '**missed**'}`;
  if (r.connections !== 1 || !r.target) return '—';
  return `≤ ${r.target} ms: ${r.p95 <= r.target ? 'met' : '**missed**'}`;
};

const table = (rows) => [
  '| Call | URLs | Connections | Requests/s | p50 | p95 | p99 | Errors | Target |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.urls} | ${r.connections} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors} | ${target(r)} |`,
  ),
];

/** The catalogue's size as the database holds it: products per store. */
async function productsPerStore() {
  const { total } = await api('/fr/api/sitemap/products');
  return total;
}

/** A section per database and catalogue size: this run rewrites its own and keeps the others. */
function writeSection(heading, lines) {
  const previous = existsSync(output) ? readFileSync(output, 'utf8') : '# Benchmarks\n';
  const sections = previous.split(/^(?=## )/m);
  const own = `${[heading, '', ...lines].join('\n')}\n\n`;
  const index = sections.findIndex((section) => section.startsWith(`${heading}\n`));
  if (index >= 0) sections[index] = own;
  else {
    // Catalogue sections come before the pages' and the orders'.
    const later = sections.findIndex(
      (section) =>
        section.startsWith(PAGES_SECTION_START) || section.startsWith(ORDERS_SECTION_START),
    );
    sections.splice(later >= 0 ? later : sections.length, 0, own);
  }
  writeFileSync(output, sections.join(''));
}

const dataDir = DATABASE_URL ? '' : mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
try {
  const database = DATABASE_URL ? { DATABASE_URL } : { PGLITE_DATA_DIR: dataDir };
  if (DATABASE_URL) {
    // A large catalogue seeds for minutes: before the server starts, not while the bench waits.
    const started = performance.now();
    execFileSync(process.execPath, ['dist/seed-command.js'], {
      cwd: new URL('..', import.meta.url),
      env: { ...process.env, DATABASE_URL },
      stdio: 'inherit',
    });
    console.log(`Seed step: ${Math.round((performance.now() - started) / 1000)} s`);
  }
  const cached = await measure(database, true);
  const uncached = await measure(database, false);
  const server = await startCatalogueServer(database, false);
  const products = await productsPerStore().finally(() => stopServer(server));
  const databaseName = DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  const command = DATABASE_URL
    ? `BENCH_DATABASE_URL=postgres://… CATALOGUE_PRODUCTS=${products} BENCH_CONNECTIONS=${CONNECTIONS.join(',')} pnpm --filter @vitrine/server bench`
    : `BENCH_CONNECTIONS=${CONNECTIONS.join(',')} pnpm --filter @vitrine/server bench`;
  writeSection(
    `## Catalogue calls: ${databaseName}, ${products.toLocaleString('en')} products per store`,
    [
      '```sh',
      'pnpm --filter @vitrine/server build',
      command,
      '```',
      '',
      `Each row: ${DURATION} s (after a 2 s warm-up) at the row's connections over its set of real`,
      'URLs of the seeded catalogue, taken in turn (both stores; every category, twice: as it',
      'comes, and sorted by price, page 2; 1,000 products; 16 words per language for search and',
      'their 2- to 5-letter prefixes for suggest; hostile: 128-character terms of wildcards, `%_`,',
      'tsquery syntax or one repeated word, the last page, every filter at once on a universe).',
      `Server and load generator (autocannon) share this machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'},`,
      `Node ${process.version}. Latencies are per response, in milliseconds. The ceiling is \`/livez\`,`,
      'a route of the same server that answers without the database. Targets (issue 23): the p95 at',
      '1 connection without the cache; uncached search at 32 connections ≥ 300 requests/s.',
      '',
      `Run on ${new Date().toISOString().slice(0, 10)}.`,
      '',
      '### As deployed: with the response cache',
      '',
      'The server keeps catalogue answers in memory, compressed, for their Cache-Control time',
      '(60 s; 5 s for prices and stock), as a CDN in front of the store would.',
      '',
      ...table(cached),
      '',
      '### Without the response cache (`RESPONSE_CACHE=off`)',
      '',
      DATABASE_URL
        ? 'Every request reaches PostgreSQL, on the server pool.'
        : 'Every request reaches PGlite, which is a single connection: requests queue behind each other.',
      '',
      ...table(uncached),
    ],
  );
  console.log(`\nWritten to ${output}`);
} finally {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
