import { apiRoutes } from '@vitrine/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { categoryListing, sitemap } from '../catalogue/categories.js';
import { readDocument } from '../catalogue/documents.js';
import { readNoResultFeed } from '../catalogue/no-result-feed.js';
import { readLooks } from '../catalogue/looks.js';
import { readProductDynamic, readProductSheet, readRelated } from '../catalogue/products.js';
import { listingJson } from '../catalogue/listing.js';
import { resolveSearch, searchListing, searchResponseJson } from '../catalogue/search.js';
import type { StoreSearchIndex } from '../catalogue/store-search-index.js';
import { suggest } from '../catalogue/suggest.js';
import { categoryIdFromPath, productIdFromPath } from '../catalogue/urls.js';
import { HttpError, notFound } from './http-error.js';
import {
  CACHE,
  JsonText,
  registerRoute,
  type RouteHandler,
  type StoreRouteOptions,
} from './route.js';

const routes = apiRoutes.catalogue;

function productId(path: string): string {
  const id = productIdFromPath(path);
  if (!id) throw notFound('catalogue.product_not_found');
  return id;
}

async function feed(options: StoreRouteOptions, key: string): Promise<JsonText> {
  const document = await readDocument(options.db, options.store.segment, 'feed', key);
  if (!document) throw notFound('content.page_not_found');
  return new JsonText(document.body);
}

export function registerCatalogueRoutes(
  app: FastifyInstance,
  options: StoreRouteOptions,
  searchIndex: StoreSearchIndex,
): void {
  const { segment } = options.store;
  const { catalogue, stock } = CACHE;
  registerRoute(app, options, routes.menu, () => feed(options, 'menu'), catalogue);
  registerRoute(app, options, routes.siteContent, () => feed(options, 'site'), catalogue);
  const noResult: RouteHandler<typeof routes.noResultContent> = async ({ db }) => {
    const result = await readNoResultFeed(db, segment);
    if (!result) throw notFound('content.page_not_found');
    return result;
  };
  registerRoute(app, options, routes.noResultContent, noResult, catalogue);

  const listing: RouteHandler<typeof routes.listing> = async ({ db, params, query }) => {
    const id = categoryIdFromPath(params['*']);
    const result = id ? await categoryListing(db, segment, searchIndex, id, query) : null;
    if (!result) throw notFound('catalogue.category_not_found');
    return new JsonText(listingJson(result));
  };
  registerRoute(app, options, routes.listing, listing, catalogue);

  const search: RouteHandler<typeof routes.search> = async ({ db, params, query }) =>
    new JsonText(
      searchResponseJson(
        await resolveSearch(db, segment, searchIndex, params.kind, params.term, query),
      ),
    );
  registerRoute(app, options, routes.search, search, catalogue);
  const searchResults: RouteHandler<typeof routes.searchResults> = async ({ db, params, query }) =>
    new JsonText(listingJson(await searchListing(db, segment, searchIndex, params.term, query)));
  registerRoute(app, options, routes.searchResults, searchResults, catalogue);
  const suggestions: RouteHandler<typeof routes.suggest> = ({ db, query }) =>
    suggest(db, segment, query.q);
  registerRoute(app, options, routes.suggest, suggestions, catalogue);

  const productStatic: RouteHandler<typeof routes.productStatic> = async ({ db, params }) => {
    const sheet = await readProductSheet(db, segment, productId(params['*']));
    if (!sheet) throw notFound('catalogue.product_not_found');
    return new JsonText(sheet);
  };
  registerRoute(app, options, routes.productStatic, productStatic, catalogue);
  const productDynamic: RouteHandler<typeof routes.productDynamic> = async ({
    db,
    params,
    query,
  }) => {
    const id = productId(params['*']);
    const dynamic = await readProductDynamic(db, segment, id, query.largeSize ?? false);
    if (!dynamic) throw notFound('catalogue.product_not_found');
    return dynamic;
  };
  registerRoute(app, options, routes.productDynamic, productDynamic, stock);
  const related: RouteHandler<typeof routes.relatedProducts> = async ({ db, params, query }) => {
    const cards = await readRelated(db, segment, productId(params['*']), query.limit ?? 12);
    if (!cards) throw notFound('catalogue.product_not_found');
    return cards;
  };
  registerRoute(app, options, routes.relatedProducts, related, catalogue);
  // Mix and match: the pieces carry their stock, which orders change.
  const looks: RouteHandler<typeof routes.looks> = async ({ db }) => ({
    looks: await readLooks(db, segment),
  });
  registerRoute(app, options, routes.looks, looks, stock);

  const sitemapPage = (kind: 'products' | 'categories') => async (page: number) => {
    const result = await sitemap(options.db, segment, kind, page);
    if (result.page > Math.max(result.pageCount, 1))
      throw new HttpError(404, 'content.page_not_found');
    return result;
  };
  const products = sitemapPage('products');
  const categories = sitemapPage('categories');
  registerRoute(
    app,
    options,
    routes.productSitemap,
    ({ query }) => products(query.page ?? 1),
    catalogue,
  );
  registerRoute(
    app,
    options,
    routes.categorySitemap,
    ({ query }) => categories(query.page ?? 1),
    catalogue,
  );
}
