import { apiRoutes } from '@vitrine/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { readDocument, type DocumentKind } from '../catalogue/documents.js';
import { notFound } from './http-error.js';
import { CACHE, registerRoute, type StoreRouteOptions } from './route.js';

const routes = apiRoutes.content;

export function registerContentRoutes(app: FastifyInstance, options: StoreRouteOptions): void {
  const html = async (kind: DocumentKind, key: string) => {
    const document = await readDocument(options.db, options.store.segment, kind, key);
    if (!document) throw notFound('content.page_not_found');
    return document.body;
  };
  registerRoute(
    app,
    options,
    routes.cmsPage,
    ({ params }) => html('page', `/${params['*']}`),
    CACHE.content,
  );
  registerRoute(
    app,
    options,
    routes.popin,
    ({ params }) => html('popin', `/${params['*']}`),
    CACHE.content,
  );
  registerRoute(
    app,
    options,
    routes.sizeGuide,
    ({ params }) => html('size-guide', params.file.replace(/\.html$/, '')),
    CACHE.content,
  );
  registerRoute(app, options, routes.footer, () => html('footer', 'footer'), CACHE.content);
  registerRoute(
    app,
    options,
    routes.internalLinking,
    ({ params }) => html('linking', params.file.replace(/^maillagebloc-|\.html$/g, '')),
    CACHE.content,
  );
}
