import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  countSitemapUrls,
  readCatalogueModified,
  readCmsPagePaths,
  readSitemapUrls,
  SITEMAP_MAX_URLS,
  type SitemapKind,
} from '../catalogue/sitemap-entries.js';
import { STORES } from '../stores.js';
import { notFound } from './http-error.js';
import type { StoreRouteOptions } from './route.js';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml.js';

/** The catalogue changes only when it is seeded again: crawlers and CDNs may keep these an hour. */
const CRAWLER_CACHE_CONTROL = 'public, max-age=3600';
/** Read by crawlers without the application key; not part of the API description. */
const CRAWLER_ROUTE = { config: { public: true }, schema: { hide: true } };

/** The home page and the CMS pages. */
const PAGES_FILE = 'pages.xml';
/** products-1.xml, categories-1.xml…: one file per SITEMAP_MAX_URLS URLs, numbered from 1. */
const PAGED_FILE = /^(?<kind>products|categories)-(?<page>[1-9]\d{0,5})\.xml$/;

const pagedFiles = (kind: SitemapKind, urls: number): string[] =>
  Array.from({ length: Math.ceil(urls / SITEMAP_MAX_URLS) }, (_, i) => `${kind}-${i + 1}.xml`);

const sendCrawlerFile = (reply: FastifyReply, contentType: string, body: string) =>
  reply.type(contentType).header('cache-control', CRAWLER_CACHE_CONTROL).send(body);

const sendXml = (reply: FastifyReply, xml: string) =>
  sendCrawlerFile(reply, 'application/xml; charset=utf-8', xml);

/** The store's XML sitemaps: /sitemap.xml (the index) and the files under /sitemaps/. */
export function registerSitemapRoutes(
  app: FastifyInstance,
  { db, store, services }: StoreRouteOptions,
): void {
  const { segment } = store;
  const storeUrl = (path: string) => `${services.publicUrl}/${segment}${path}`;

  app.get('/sitemap.xml', CRAWLER_ROUTE, async (_request, reply) => {
    const [counts, modified] = await Promise.all([
      countSitemapUrls(db, segment),
      readCatalogueModified(db),
    ]);
    const files = [
      PAGES_FILE,
      ...pagedFiles('categories', counts.categories),
      ...pagedFiles('products', counts.products),
    ];
    const entries = files.map((file) => ({
      loc: storeUrl(`/sitemaps/${file}`),
      lastmod: modified,
    }));
    return sendXml(reply, sitemapIndexXml(entries));
  });

  /** The store-relative paths a sitemap file lists; none for a file that does not exist. */
  async function pathsOf(file: string): Promise<string[]> {
    if (file === PAGES_FILE) return ['/', ...(await readCmsPagePaths(db, segment))];
    const groups = PAGED_FILE.exec(file)?.groups;
    if (!groups?.kind || !groups.page) return [];
    return readSitemapUrls(db, segment, groups.kind as SitemapKind, Number(groups.page));
  }

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    CRAWLER_ROUTE,
    async (request, reply) => {
      // A page past the last one reads no rows: the same 404 as an unknown file.
      const paths = await pathsOf(request.params.file);
      if (!paths.length) throw notFound('content.page_not_found');
      const modified = await readCatalogueModified(db);
      return sendXml(
        reply,
        urlSetXml(paths.map((path) => ({ loc: storeUrl(path), lastmod: modified }))),
      );
    },
  );
}

/**
 * Personal pages (basket, checkout, customer account, newsletter forms), the API, the development
 * mailbox and the payment sandbox: nothing for a search engine.
 * Search result pages stay open: their filters are query strings, not paths to shut out.
 */
const PRIVATE_AREAS = ['checkout', 'customer', 'newsletter', 'api', 'dev', 'sandbox-pay'];

function robotsTxt(publicUrl: string): string {
  const segments = Object.values(STORES).map((store) => store.segment);
  return [
    'User-agent: *',
    'Allow: /',
    ...segments.flatMap((segment) => PRIVATE_AREAS.map((area) => `Disallow: /${segment}/${area}/`)),
    '',
    ...segments.map((segment) => `Sitemap: ${publicUrl}/${segment}/sitemap.xml`),
    '',
  ].join('\n');
}

/** /robots.txt at the site's root, for both stores. */
export function registerRobotsTxt(app: FastifyInstance, publicUrl: string): void {
  const body = robotsTxt(publicUrl);
  app.get('/robots.txt', CRAWLER_ROUTE, (_request, reply) =>
    sendCrawlerFile(reply, 'text/plain; charset=utf-8', body),
  );
}
