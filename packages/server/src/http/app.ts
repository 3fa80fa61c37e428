import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { StoreSearchIndex } from '../catalogue/store-search-index.js';
import { registerCartRoutes } from '../cart/cart-routes.js';
import { registerContactRoutes } from '../customers/contact-routes.js';
import { registerCustomerRoutes } from '../customers/customer-routes.js';
import { registerDevMailbox } from '../mail/dev-mailbox.js';
import { purgeExpired } from '../maintenance/retention.js';
import { registerDeliveryRoutes } from '../delivery/delivery-routes.js';
import { registerOrderRoutes } from '../orders/order-routes.js';
import { registerPersonalAccountRoutes } from '../payment/personal-account-routes.js';
import { registerPaymentSandbox } from '../payment/sandbox-routes.js';
import { defaultServices, type Services } from '../services.js';
import { STORES } from '../stores.js';
import { requireAppKey } from './app-key.js';
import { serveApp } from './apps.js';
import { refuseUnstorableText } from './body-guards.js';
import { registerCatalogueRoutes } from './catalogue-routes.js';
import { registerContentRoutes } from './content-routes.js';
import { registerErrorReportRoutes } from './error-report-routes.js';
import { installErrorHandling, sendError } from './errors.js';
import { formSchemaOptions } from './form-validation.js';
import { registerMediaRoutes } from './media-routes.js';
import { registerOpenApi, storeOpenApi } from './openapi.js';
import { installResponseCache } from './response-cache.js';
import { RunningHandlers } from './running-handlers.js';
import { installSecurityHeaders } from './security-headers.js';
import { registerRobotsTxt, registerSitemapRoutes } from './sitemap-routes.js';

/**
 * Compressed in one synchronous call up to 1 MB (a page of 48 cards is some 50 KB): on a 2-core
 * machine the library's default (8 KB) streamed every listing through zlib's thread pool.
 */
const COMPRESSION = { threshold: 1024, syncThreshold: 1 << 20 };

/**
 * API answers are made anew for each request, so they are compressed at fast levels: a search
 * page (48 KB) takes 0.18 ms at gzip 3 against 0.45 ms at the default 6 for 13 % more bytes, and
 * 0.22 ms at brotli 3 against 0.36 ms at the library's 4 for 3 % more. A route's options replace
 * the plugin's, so they repeat its thresholds.
 */
const API_COMPRESSION = {
  ...COMPRESSION,
  zlibOptions: { level: 3 },
  brotliOptions: {
    params: {
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_QUALITY]: 3,
    },
  },
};

/** How long a closing server waits for handlers whose client has gone (close-with-grace gives 10 s). */
const DRAIN_LIMIT_MS = 5_000;

export interface AppOptions {
  config: Pick<ServerConfig, 'appKey' | 'apps' | 'responseCache' | 'production' | 'publicUrl'> &
    Partial<Pick<ServerConfig, 'rateLimits' | 'trustProxy' | 'fastPasswordHashing' | 'challenges'>>;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Replaces default services (tests: cheaper password hashing, other rate limits). */
  services?: Partial<Services>;
}

/** The whole server: both stores' API, media and apps, on one Fastify instance. */
export async function buildApp({
  config,
  database,
  logger = false,
  services: serviceOverrides,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 64 * 1024,
    // A 128-character search term, URL-encoded, can take 6 bytes a character.
    routerOptions: { maxParamLength: 1024 },
    // What the router refuses before any route runs (a path that is not valid UTF-8).
    frameworkErrors: (_error, request, reply) => {
      void sendError(request, reply, 400, 'request.invalid');
    },
  });
  const services = { ...defaultServices(config), ...serviceOverrides };
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  // JSON bodies only: a cross-site HTML form can send text/plain or form data, never JSON (CSRF).
  app.removeContentTypeParser('text/plain');
  refuseUnstorableText(app);
  await app.register(fastifyCookie);
  await installSecurityHeaders(app);
  // Responses are typed values checked against the contract in tests: plain JSON.stringify.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  installErrorHandling(app);
  requireAppKey(app, config.appKey);
  // Before compression: cached answers carry their own compressed bytes.
  if (config.responseCache) installResponseCache(app, config.responseCache);
  // Files and pages keep the library's levels. Set before the plugin, which reads each route's
  // options as the route is added.
  app.addHook('onRoute', (route) => {
    if (route.url.includes('/api/')) route.compress ??= API_COMPRESSION;
  });
  await app.register(fastifyCompress, COMPRESSION);
  await registerOpenApi(app);

  // Liveness: the process answers (no database call); readiness is /healthz.
  app.get('/livez', { config: { public: true }, schema: { hide: true } }, () => ({ status: 'ok' }));
  app.get(
    '/healthz',
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      try {
        await database.db.execute(sql`SELECT 1`);
        return { status: 'ok', database: database.kind };
      } catch {
        return sendError(request, reply, 503, 'server.unavailable');
      }
    },
  );
  app.get('/', { config: { public: true }, schema: { hide: true } }, (_request, reply) =>
    reply.redirect('/fr/'),
  );
  registerRobotsTxt(app, config.publicUrl);

  const running = new RunningHandlers();
  const searchIndexes: StoreSearchIndex[] = [];
  for (const store of Object.values(STORES)) {
    const searchIndex = new StoreSearchIndex(database.db, store.segment, (error) => {
      app.log.warn({ err: error, store: store.segment }, 'could not build the search index');
    });
    searchIndexes.push(searchIndex);
    await app.register(
      async (scope) => {
        const options = { db: database.db, store, services, running };
        registerCatalogueRoutes(scope, options, searchIndex);
        registerContentRoutes(scope, options);
        registerErrorReportRoutes(scope, options);
        registerMediaRoutes(scope, options);
        registerSitemapRoutes(scope, options);
        registerCustomerRoutes(scope, options);
        registerContactRoutes(scope, options);
        registerCartRoutes(scope, options);
        registerDeliveryRoutes(scope, options);
        registerOrderRoutes(scope, options);
        registerPersonalAccountRoutes(scope, options);
        await registerPaymentSandbox(scope, options);
        // Never in production, however the services were put together.
        if (services.devMailbox && !services.production) registerDevMailbox(scope, options);
        scope.get('/api/openapi.json', { schema: { hide: true } }, () =>
          storeOpenApi(app, store.segment),
        );
        await serveApp(
          app,
          scope,
          store,
          config.apps[store.segment],
          config.publicUrl,
          formSchemaOptions(services),
        );
      },
      { prefix: `/${store.segment}` },
    );
  }
  // What visitors leave behind (sessions, baskets, error reports, rate-limit windows) is purged
  // hourly; each replica does it, and the deletes are idempotent.
  // Built in the background once the server is ready: searches use PostgreSQL until then.
  app.addHook('onReady', () => {
    for (const index of searchIndexes) void index.load();
  });
  const pruning = setInterval(() => {
    purgeExpired(database.db).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not purge expired data');
    });
  }, 3_600_000).unref();
  app.addHook('onClose', async () => {
    clearInterval(pruning);
    await Promise.all([
      ...searchIndexes.map((index) => index.settled()),
      running.settled(DRAIN_LIMIT_MS),
    ]);
    await database.close();
  });
  return app;
}
