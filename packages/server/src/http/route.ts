import type {
  RouteBody,
  RouteDefinition,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from '@vitrine/api-client/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { Services } from '../services.js';
import type { Store } from '../stores.js';
import type { RunningHandlers } from './running-handlers.js';
import { CUSTOMER_ONLY_ROUTES } from './customer-only.js';
import { SessionAccess } from './session.js';

/** A JSON body already encoded (stored documents): sent as is, with the JSON content type. */
export class JsonText {
  constructor(readonly text: string) {}
}

export interface RouteContext<R extends RouteDefinition> {
  db: Db;
  store: Store;
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The visitor's session, read or created on demand. */
  session: SessionAccess;
  services: Services;
}

export type RouteHandler<R extends RouteDefinition> = (
  context: RouteContext<R>,
) => Promise<RouteResponse<R> | JsonText>;

/** How long browsers and the server's response cache may reuse a GET answer. */
export interface CachePolicy {
  /** Seconds, for the Cache-Control header (public). */
  maxAge: number;
}

/** Catalogue data changes only when the catalogue is seeded again; stock changes with orders. */
export const CACHE = {
  catalogue: { maxAge: 60 },
  stock: { maxAge: 5 },
  content: { maxAge: 300 },
} satisfies Record<string, CachePolicy>;

export interface StoreRouteOptions {
  db: Db;
  store: Store;
  services: Services;
  running: RunningHandlers;
}

const sessionsByRequest = new WeakMap<FastifyRequest, SessionAccess>();

/** One SessionAccess per request, so the session row is read once. */
function sessionOf(
  { db, store, services }: StoreRouteOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  let session = sessionsByRequest.get(request);
  if (!session) {
    session = new SessionAccess(db, store, request, reply, services.rateLimits);
    sessionsByRequest.set(request, session);
  }
  return session;
}

/** Registers one route of the contract: its schemas validate the request and document it. */
export function registerRoute<R extends RouteDefinition>(
  app: FastifyInstance,
  options: StoreRouteOptions,
  route: R,
  handler: RouteHandler<R>,
  cache?: CachePolicy,
): void {
  const { db, store, services, running } = options;
  app.route({
    method: route.method,
    url: route.path,
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    config: { public: route.public ?? false, ...(cache ? { cacheTtl: cache.maxAge * 1000 } : {}) },
    schema: {
      summary: route.summary,
      tags: [route.tag],
      // TypeBox reads a '*' property name as a pattern: catch-all paths are checked by the handlers.
      ...(route.params && !route.path.includes('*') ? { params: route.params } : {}),
      ...(route.querystring ? { querystring: route.querystring } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: { 200: route.response },
      ...(route.public ? {} : { security: [{ appKey: [] }] }),
    },
    ...(CUSTOMER_ONLY_ROUTES.has(route)
      ? {
          preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
            await sessionOf(options, request, reply).customerId();
          },
        }
      : {}),
    handler: async (request, reply) => {
      const result = await running.track(
        handler({
          db,
          store,
          params: request.params as RouteParams<R>,
          query: request.query as RouteQuery<R>,
          body: request.body as RouteBody<R>,
          request,
          reply,
          session: sessionOf(options, request, reply),
          services,
        }),
      );
      if (cache) void reply.header('cache-control', `public, max-age=${String(cache.maxAge)}`);
      if (result instanceof JsonText)
        return reply.type('application/json; charset=utf-8').send(result.text);
      if (route.format === 'html') return reply.type('text/html; charset=utf-8').send(result);
      return result;
    },
  });
}
