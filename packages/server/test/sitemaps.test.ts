import type { Sitemap } from '@vitrine/api-client/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from './contract-check.js';
import { readSitemapUrls } from '../src/catalogue/sitemap-entries.js';
import { CATEGORY_PATH, PRODUCT_PATH } from '../src/catalogue/urls.js';
import { urlSetXml } from '../src/http/sitemap-xml.js';
import { startTestApp, type TestApp } from './test-app.js';

const ORIGIN = 'http://shop.test';
const SEGMENTS = ['fr', 'uk'] as const;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.app.close());

/** As a crawler asks: no application key. */
const crawl = (url: string): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'GET', url });

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '');

const TAG = /<(\/?)([A-Za-z][\w:.-]*)(?:\s+[\w:.-]+="[^"<>]*")*\s*(\/?)>/g;

/** What an XML parser would refuse here: a second root, unbalanced tags, a bare '&', '<' or '>'. */
function expectWellFormed(xml: string): void {
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
  expect(xml.startsWith(declaration)).toBe(true);
  const body = xml.slice(declaration.length);
  expect(body.replace(TAG, '')).not.toMatch(/[<>]/);
  expect(body).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  const open: string[] = [];
  let roots = 0;
  for (const [, closing, name, selfClosing] of body.matchAll(TAG)) {
    if (closing) expect(open.pop()).toBe(name);
    else if (!selfClosing) {
      if (!open.length) roots += 1;
      open.push(name ?? '');
    }
  }
  expect(open).toEqual([]);
  expect(roots).toBe(1);
}

interface Entry {
  loc: string;
  lastmod: string;
}

/** The <loc> and <lastmod> of every <url> (or <sitemap>), checking that each has both. */
function entriesOf(xml: string, tag: 'url' | 'sitemap'): Entry[] {
  const pattern = new RegExp(`<${tag}><loc>([^<]*)</loc><lastmod>([^<]*)</lastmod></${tag}>`, 'g');
  const entries = [...xml.matchAll(pattern)].map(([, loc = '', lastmod = '']) => ({
    loc: unescapeXml(loc),
    lastmod,
  }));
  expect(entries).toHaveLength(xml.split(`<${tag}>`).length - 1);
  return entries;
}

function expectW3cDates(entries: readonly Entry[]): void {
  for (const { lastmod } of entries) {
    expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(Date.parse(lastmod)).toBeLessThanOrEqual(Date.now());
  }
}

/** A sitemap file read as a crawler reads it: checked headers, well-formed, its entries. */
async function readXml(url: string, tag: 'url' | 'sitemap'): Promise<Entry[]> {
  const response = await crawl(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.headers['cache-control']).toBe('public, max-age=3600');
  expectWellFormed(response.body);
  expect(response.body).toContain(
    tag === 'url'
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
      : '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  );
  const entries = entriesOf(response.body, tag);
  expectW3cDates(entries);
  return entries;
}

/** Every URL the files of this kind list, following the store's index. */
async function listedUrls(segment: string, kind: 'products' | 'categories'): Promise<Entry[]> {
  const index = await readXml(`/${segment}/sitemap.xml`, 'sitemap');
  const files = index
    .map(({ loc }) => loc)
    .filter((loc) => loc.startsWith(`${ORIGIN}/${segment}/sitemaps/${kind}-`));
  expect(files.length).toBeGreaterThan(0);
  const pages = await Promise.all(files.map((file) => readXml(file.slice(ORIGIN.length), 'url')));
  return pages.flat();
}

/** The store path of an absolute URL of the store, or a failed expectation. */
function storePath(url: string, segment: string): string {
  const prefix = `${ORIGIN}/${segment}/`;
  expect(url.startsWith(prefix), url).toBe(true);
  return url.slice(prefix.length);
}

describe('robots.txt', () => {
  it('opens the store, shuts the personal areas and the API, and names both sitemap indexes', async () => {
    const response = await crawl('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const segment of SEGMENTS) {
      for (const area of ['checkout', 'customer', 'api'])
        expect(lines).toContain(`Disallow: /${segment}/${area}/`);
      expect(lines).toContain(`Sitemap: ${ORIGIN}/${segment}/sitemap.xml`);
    }
    expect(response.body).not.toMatch(/Disallow: \/(fr\/Recherche|uk\/Search)/);
  });
});

describe('XML sitemaps', () => {
  it.each(SEGMENTS)('/%s/sitemap.xml indexes its own store’s files only', async (segment) => {
    const index = await readXml(`/${segment}/sitemap.xml`, 'sitemap');
    expect(index.map(({ loc }) => loc)).toEqual(
      ['pages.xml', 'categories-1.xml', 'products-1.xml'].map(
        (file) => `${ORIGIN}/${segment}/sitemaps/${file}`,
      ),
    );
    const other = segment === 'fr' ? 'uk' : 'fr';
    expect((await crawl(`/${segment}/sitemap.xml`)).body).not.toContain(`/${other}/`);
  });

  it.each(SEGMENTS)(
    '/%s lists every product once, at its absolute product page URL',
    async (segment) => {
      const entries = await listedUrls(segment, 'products');
      const { total } = await t.getJson<Sitemap>(`/${segment}/api/sitemap/products`);
      expect(total).toBeGreaterThan(2000);
      expect(entries).toHaveLength(total);
      const urls = entries.map(({ loc }) => loc);
      expect(new Set(urls).size).toBe(urls.length);
      for (const url of urls) {
        const path = storePath(url, segment);
        expect(path).toMatch(/^P-[A-Z0-9]{8,10}-[a-z0-9-]+$/);
        expect(path).toMatch(PRODUCT_PATH);
      }
    },
  );

  it.each(SEGMENTS)(
    '/%s lists every category once, at its absolute listing URL',
    async (segment) => {
      const entries = await listedUrls(segment, 'categories');
      const { total } = await t.getJson<Sitemap>(`/${segment}/api/sitemap/categories`);
      expect(entries).toHaveLength(total);
      const urls = entries.map(({ loc }) => loc);
      expect(new Set(urls).size).toBe(urls.length);
      for (const url of urls) {
        const path = storePath(url, segment);
        expect(path).toMatch(/^C-\d{5}-[a-z0-9-]+$/);
        expect(path).toMatch(CATEGORY_PATH);
      }
    },
  );

  it.each([
    ['fr', '/aide'],
    ['uk', '/help'],
  ] as const)(
    '/%s pages.xml lists the home page and the CMS pages the store serves',
    async (segment, help) => {
      const urls = (await readXml(`/${segment}/sitemaps/pages.xml`, 'url')).map(({ loc }) => loc);
      expect(urls[0]).toBe(`${ORIGIN}/${segment}/`);
      expect(urls).toContain(`${ORIGIN}/${segment}${help}`);
      expect(new Set(urls).size).toBe(urls.length);
      for (const url of urls.slice(1)) {
        const page = await crawl(`/${segment}/media/wysiwyg/pages/${storePath(url, segment)}`);
        expect(page.statusCode, url).toBe(200);
      }
    },
  );

  it('gives every URL the catalogue’s date', async () => {
    const [index, products] = await Promise.all([
      readXml('/fr/sitemap.xml', 'sitemap'),
      readXml('/fr/sitemaps/products-1.xml', 'url'),
    ]);
    const dates = new Set([...index, ...products].map(({ lastmod }) => lastmod));
    expect(dates.size).toBe(1);
  });

  it.each([
    '/fr/sitemaps/products-2.xml',
    '/fr/sitemaps/categories-2.xml',
    '/uk/sitemaps/products-0.xml',
    '/uk/sitemaps/products-01.xml',
    '/uk/sitemaps/products-one.xml',
    '/uk/sitemaps/products-1.5.xml',
    '/fr/sitemaps/products-99999999999999999999.xml',
    '/fr/sitemaps/orders-1.xml',
  ])('answers %s with a JSON 404', async (url) => {
    const response = await crawl(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(refusal('content.page_not_found'));
  });

  it('pages the catalogue in primary-key order, whatever the page size', async () => {
    const db = t.database.db;
    const all = await readSitemapUrls(db, 'uk', 'products', 1);
    const size = 1000;
    const pageCount = Math.ceil(all.length / size);
    const pages = await Promise.all(
      Array.from({ length: pageCount + 1 }, (_, i) =>
        readSitemapUrls(db, 'uk', 'products', i + 1, size),
      ),
    );
    expect(pages[0]).toHaveLength(size);
    expect(pages.at(-1)).toEqual([]);
    expect(pages.flat()).toEqual(all);
  });

  it('escapes every value it writes', () => {
    const xml = urlSetXml([{ loc: `${ORIGIN}/fr/a?b=1&c=<"d'>`, lastmod: null }]);
    expectWellFormed(xml);
    expect(xml).toContain('<loc>http://shop.test/fr/a?b=1&amp;c=&lt;&quot;d&apos;&gt;</loc>');
    expect(xml).not.toContain('<lastmod>');
  });
});
