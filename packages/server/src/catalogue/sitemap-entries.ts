import type { StoreSegment } from '@vitrine/api-client/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { queryRows } from '../db/query.js';

/** The most URLs one sitemap file may list (sitemaps.org protocol). */
export const SITEMAP_MAX_URLS = 50_000;

/** The catalogue tables an XML sitemap lists page by page. */
export type SitemapKind = 'products' | 'categories';

/** How many URLs the store's paged sitemaps list, by kind (counts on the (store, id) index). */
export async function countSitemapUrls(
  db: Db,
  store: StoreSegment,
): Promise<Record<SitemapKind, number>> {
  const [row] = await queryRows<Record<SitemapKind, number>>(
    db,
    sql`
    SELECT
      (SELECT count(*)::int FROM products WHERE store = ${store}) AS products,
      (SELECT count(*)::int FROM categories WHERE store = ${store}) AS categories`,
  );
  return row ?? { products: 0, categories: 0 };
}

/**
 * When the catalogue was last written, as a W3C date-time (UTC), for every sitemap's <lastmod>.
 * Products, categories and CMS documents carry no modification time of their own (a product's
 * released_on is a catalogue date, not when its page changed): one seeding writes them all, so the
 * latest seed run is the best date the database has. Null before any seeding.
 */
export async function readCatalogueModified(db: Db): Promise<string | null> {
  const [row] = await queryRows<{ modified: string | null }>(
    db,
    sql`
    SELECT to_char(max(finished_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS modified
    FROM seed_runs`,
  );
  return row?.modified ?? null;
}

/**
 * One page of store-relative page URLs ('/P-…', '/C-…'), in primary-key order: the (store, id)
 * index gives the rows already sorted, and only the url column is read.
 */
export async function readSitemapUrls(
  db: Db,
  store: StoreSegment,
  kind: SitemapKind,
  page: number,
  size = SITEMAP_MAX_URLS,
): Promise<string[]> {
  const rows = await queryRows<{ url: string }>(
    db,
    sql`
    SELECT url FROM ${sql.raw(kind)} WHERE store = ${store}
    ORDER BY id LIMIT ${size} OFFSET ${(page - 1) * size}`,
  );
  return rows.map((row) => row.url);
}

/** The store-relative paths of the store's CMS pages ('/aide'): their document keys. */
export async function readCmsPagePaths(db: Db, store: StoreSegment): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`SELECT key FROM documents WHERE store = ${store} AND kind = 'page' ORDER BY key`,
  );
  return rows.map((row) => row.key);
}
