#!/usr/bin/env node
// `pnpm --filter @vitrine/server bench:pages`: the server-rendered pages of both stores (issue 18),
// on the built server and apps with a fresh embedded PGlite: a category page's HTML at one
// connection (target p95 ≤ 30 ms) and at 32 connections (target ≥ 300 pages/s), then home and
// product pages. Writes its section of docs/benchmarks.md. BENCH_DURATION (seconds) sets each
// measured run (default 10). Run it on an otherwise idle machine.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEVELOPMENT_APP_KEY } from '@vitrine/api-client';
import {
  BENCHMARKS_FILE,
  ORDERS_SECTION_START,
  loadRoundRobin,
  PAGES_SECTION_START,
  percentile,
  startServer,
  stopServer,
} from './server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3998);
const base = `http://127.0.0.1:${PORT}`;
/** The key the apps are built with by default: their server bundles call the API with it. */
const APPS_KEY = process.env.VITE_APP_KEY ?? DEVELOPMENT_APP_KEY;
const TARGETS = { p95AtOne: 30, pagesPerSecond: 300 };

const json = (path) =>
  fetch(`${base}${path}`, { headers: { 'x-app-key': APPS_KEY } }).then((response) => {
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json();
  });

/** Every category page of both stores (from the menu) and 200 product pages of each. */
async function pageSets() {
  const sets = { home: ['/fr/', '/uk/'], category: [], product: [] };
  for (const segment of ['fr', 'uk']) {
    const menu = await json(`/${segment}/api/v2/menu`);
    const walk = (items) => {
      for (const item of items) {
        if (/^\/C-\d{5}-/.test(item.url)) sets.category.push(`/${segment}${item.url}`);
        walk(item.children ?? []);
      }
    };
    walk(menu.hierarchy);
    const products = await json(`/${segment}/api/sitemap/products?page=1`);
    sets.product.push(...products.items.slice(0, 200).map((item) => `/${segment}${item.url}`));
  }
  return sets;
}

/** One autocannon run over the pages as a browser asks for them (gzip), round-robin. */
const load = (paths, connections, duration) =>
  loadRoundRobin({
    url: base,
    paths,
    connections,
    duration,
    headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
  });

const ms = (value) => value.toFixed(1);
const verdict = (met) => (met ? 'met' : '**missed**');

/** Replaces this script's section of docs/benchmarks.md (before the orders section). */
function writeSection(section) {
  const previous = existsSync(BENCHMARKS_FILE) ? readFileSync(BENCHMARKS_FILE, 'utf8') : '';
  const orders = previous.indexOf(ORDERS_SECTION_START);
  const head = orders < 0 ? previous : previous.slice(0, orders);
  const tail = orders < 0 ? '' : previous.slice(orders);
  const start = head.indexOf(PAGES_SECTION_START);
  const before = (start < 0 ? head : head.slice(0, start)).trimEnd();
  writeFileSync(BENCHMARKS_FILE, `${before}\n\n${section}\n${tail ? `\n${tail}` : ''}`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-pages-'));
const server = await startServer(PORT, { PGLITE_DATA_DIR: dataDir, APP_KEY: APPS_KEY });
try {
  const sets = await pageSets();
  const rows = [];
  // Every page once, one at a time, before anything is cached: what a render costs.
  const renders = [];
  for (const path of [...sets.home, ...sets.category, ...sets.product]) {
    const start = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    await response.arrayBuffer();
    renders.push(performance.now() - start);
  }
  renders.sort((a, b) => a - b);
  console.log(
    `first renders: p50 ${ms(percentile(renders, 50))}  p95 ${ms(percentile(renders, 95))} ms`,
  );
  const measure = async (name, paths, connections) => {
    await load(paths, connections, 2); // warm-up: JIT, database pages, the response cache
    const figures = await load(paths, connections, DURATION);
    rows.push({ name, pages: paths.length, connections, ...figures });
    console.log(
      `${name.padEnd(10)} ${String(connections).padStart(2)} conn ${figures.rps.toFixed(0).padStart(5)} pages/s  p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  p99 ${ms(figures.p99)} ms  errors ${figures.errors}`,
    );
    return figures;
  };
  const alone = await measure('category', sets.category, 1);
  const loaded = await measure('category', sets.category, 32);
  await measure('home', sets.home, 32);
  await measure('product', sets.product, 32);

  writeSection(
    [
      PAGES_SECTION_START,
      '',
      '```sh',
      `VITE_APP_KEY=${DEVELOPMENT_APP_KEY} pnpm exec turbo run build --filter=@vitrine/server --filter=@vitrine/app-fr --filter=@vitrine/app-en-gb`,
      'pnpm --filter @vitrine/server bench:pages',
      '```',
      '',
      'Server-rendered pages as a visitor without a session gets them (public HTML, gzip), from the',
      'built apps on a fresh embedded PGlite, with the response cache on, as deployed: it keeps',
      'public pages for their `max-age` (60 s), as it keeps catalogue answers. First every page is',
      'asked once, one at a time (the render, nothing cached yet); then the rows below, where',
      `pages asked again come from the cache. Every category page of both stores (${sets.category.length}), 200 products of each store`,
      `and both home pages, taken in turn; ${DURATION} s per row after a 2 s warm-up. Server and load`,
      `generator share this machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}.`,
      `Run on ${new Date().toISOString().slice(0, 10)}.`,
      '',
      `- A first render (every page once, nothing cached): p50 **${ms(percentile(renders, 50))} ms**, p95 **${ms(percentile(renders, 95))} ms** (${renders.length} pages).`,
      `- Category page p95 at 1 connection: **${ms(alone.p95)} ms** (target ≤ ${TARGETS.p95AtOne} ms: ${verdict(alone.p95 <= TARGETS.p95AtOne)}).`,
      `- Category pages per second at 32 connections: **${loaded.rps.toFixed(0)}** (target ≥ ${TARGETS.pagesPerSecond}: ${verdict(loaded.rps >= TARGETS.pagesPerSecond)}).`,
      '',
      '| Page | URLs | Connections | Pages/s | p50 | p95 | p99 | Errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.pages} | ${r.connections} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors} |`,
      ),
      '',
    ].join('\n'),
  );
  console.log(`\nWritten to ${BENCHMARKS_FILE}`);
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
