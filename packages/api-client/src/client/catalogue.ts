import type { ListingQuery, Menu } from '../contract/catalogue.js';
import type { BrowserErrorReport } from '../contract/error-report.js';
import { endpoints } from './endpoints.js';
import type { Send } from './request.js';

/** Search and catalogue calls (spec 7.4). Paths are site paths: '/C-12345-robes', '/P-AB12CD34-robe'. */
const { catalogue: routes, content: contentRoutes, errorReport: errorReportRoutes } = endpoints;

export const catalogueCalls = (send: Send) => ({
  // The menu is recursive: its static type is spelt out in Menu rather than inferred.
  menu: () => send(routes.menu, {}) as Promise<Menu>,
  siteContent: (ts?: string) => send(routes.siteContent, { query: ts ? { ts } : {} }),
  noResultContent: (ts?: string) => send(routes.noResultContent, { query: ts ? { ts } : {} }),
  listing: (path: string, query: ListingQuery = {}) =>
    send(routes.listing, { params: { '*': path }, query }),
  search: (term: string, kind: 'Recherche' | 'Search', query: ListingQuery = {}) =>
    send(routes.search, { params: { kind, term }, query }),
  searchResults: (term: string, query: ListingQuery = {}) =>
    send(routes.searchResults, { params: { term }, query }),
  suggest: (q: string) => send(routes.suggest, { query: { q } }),
  productStatic: (path: string) => send(routes.productStatic, { params: { '*': path } }),
  productDynamic: (path: string, largeSize = false) =>
    send(routes.productDynamic, { params: { '*': path }, query: largeSize ? { largeSize } : {} }),
  relatedProducts: (path: string, limit?: number) =>
    send(routes.relatedProducts, { params: { '*': path }, query: limit ? { limit } : {} }),
  productSitemap: (page = 1) => send(routes.productSitemap, { query: { page } }),
  categorySitemap: (page = 1) => send(routes.categorySitemap, { query: { page } }),
  /** Mix and match (spec 2.1): the looks with their pieces' sizes, prices and stock. */
  looks: () => send(routes.looks, {}),
});

/** Static content (spec 7.5): HTML fragments. */
export const contentCalls = (send: Send) => ({
  cmsPage: (path: string) => send(contentRoutes.cmsPage, { params: { '*': path } }),
  popin: (path: string) => send(contentRoutes.popin, { params: { '*': path } }),
  sizeGuide: (id: string) => send(contentRoutes.sizeGuide, { params: { file: `${id}.html` } }),
  footer: () => send(contentRoutes.footer, {}),
  internalLinking: (identifier: string) =>
    send(contentRoutes.internalLinking, { params: { file: `maillagebloc-${identifier}.html` } }),
});

/** Error report (spec 7.6). */
export const errorReportCalls = (send: Send) => ({
  browserDebug: (report: BrowserErrorReport) =>
    send(errorReportRoutes.browserDebug, { body: report }),
});
