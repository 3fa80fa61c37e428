import { apiRoutes } from '@vitrine/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { categoryListing, sitemap } from '../catalogue/categories.js';
import { readDocument } from '../catalogue/documents.js';
import { readProductDynamic, readProductSheet, readRelated } from '../catalogue/products.js';
import { resolveSearch, searchListing } from '../catalogue/search.js';
import { suggest } from '../catalogue/suggest.js';
import { categoryIdFromPath, productIdFromPath } from '../catalogue/urls.js';
import { HttpError, notFound, PRODUCT_NOT_FOUND } from './http-error.js';
import { JsonText, registerRoute, type StoreRouteOptions } from './route.js';

const routes = apiRoutes.catalogue;

/** Catalogue data changes with each seeding only (stock is read fresh): shared caches may keep it briefly. */
const SHORT_CACHE = 'public, max-age=60';

function productId(path: string): string {
  const id = productIdFromPath(path);
  if (!id) throw notFound(PRODUCT_NOT_FOUND);
  return id;
}

async function feed(options: StoreRouteOptions, key: string): Promise<JsonText> {
  const document = await readDocument(options.db, options.store.segment, 'feed', key);
  if (!document) throw notFound();
  return new JsonText(document.body);
}

export function registerCatalogueRoutes(app: FastifyInstance, options: StoreRouteOptions): void {
  const { segment } = options.store;
  registerRoute(app, options, routes.menu, () => feed(options, 'menu'), SHORT_CACHE);
  registerRoute(app, options, routes.siteContent, () => feed(options, 'site'), SHORT_CACHE);
  registerRoute(
    app,
    options,
    routes.noResultContent,
    () => feed(options, 'no-result'),
    SHORT_CACHE,
  );

  registerRoute(app, options, routes.listing, async ({ db, params, query }) => {
    const id = categoryIdFromPath(params['*']);
    const listing = id ? await categoryListing(db, segment, id, query) : null;
    if (!listing) throw notFound('Category not found.');
    return listing;
  });

  registerRoute(app, options, routes.search, ({ db, params, query }) =>
    resolveSearch(db, segment, params.kind, params.term, query),
  );
  registerRoute(app, options, routes.searchResults, ({ db, params, query }) =>
    searchListing(db, segment, params.term, query),
  );
  registerRoute(app, options, routes.suggest, ({ db, query }) => suggest(db, segment, query.q));

  registerRoute(app, options, routes.productStatic, async ({ db, params }) => {
    const sheet = await readProductSheet(db, segment, productId(params['*']));
    if (!sheet) throw notFound(PRODUCT_NOT_FOUND);
    return new JsonText(sheet);
  });
  registerRoute(app, options, routes.productDynamic, async ({ db, params, query }) => {
    const dynamic = await readProductDynamic(
      db,
      segment,
      productId(params['*']),
      query.largeSize ?? false,
    );
    if (!dynamic) throw notFound(PRODUCT_NOT_FOUND);
    return dynamic;
  });
  registerRoute(app, options, routes.relatedProducts, async ({ db, params, query }) => {
    const related = await readRelated(db, segment, productId(params['*']), query.limit ?? 12);
    if (!related) throw notFound(PRODUCT_NOT_FOUND);
    return related;
  });

  registerRoute(app, options, routes.productSitemap, async ({ db, query }) => {
    const page = await sitemap(db, segment, 'products', query.page ?? 1);
    if (page.page > Math.max(page.pageCount, 1))
      throw new HttpError(404, 'No such site plan page.');
    return page;
  });
  registerRoute(app, options, routes.categorySitemap, async ({ db, query }) => {
    const page = await sitemap(db, segment, 'categories', query.page ?? 1);
    if (page.page > Math.max(page.pageCount, 1))
      throw new HttpError(404, 'No such site plan page.');
    return page;
  });
}
