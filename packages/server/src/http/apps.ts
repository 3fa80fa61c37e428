import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FormSchemaOptions } from '@vitrine/validation/forms';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appBuildExists } from '../config.js';
import type { Store } from '../stores.js';
import { matchesEtag } from './etag.js';
import { sendError } from './errors.js';
import { abortion, inProcessFetch } from './in-process-fetch.js';

/** Vite puts content-hashed files under assets/: a new build gives new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Public pages are the same for every visitor (rendered without the session): shared caches may
 * keep them a few minutes and serve them stale while they fetch the next version.
 */
const PUBLIC_PAGE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';
/** Pages rendered with the visitor's session (basket, checkout, customer area). */
const PERSONAL_PAGE = 'private, no-store';

/** A render that takes longer is ended: the page shows what it has, or the error page. */
const RENDER_TIMEOUT_MS = 5_000;

/** What an app's server bundle (dist/server/entry-server.js) renders, see @vitrine/storefront. */
type PageAnswer =
  | { kind: 'redirect'; status: number; location: string; personal: boolean }
  | { kind: 'page'; status: number; html: string; personal: boolean };
interface PageRequest {
  url: string;
  cookie?: string | undefined;
  fetch: typeof fetch;
  signal?: AbortSignal | undefined;
}
interface ServerEntry {
  createRenderer(options: {
    template: string;
    reportError?: (error: unknown) => void;
    /** The server's options of the form schemas, for the app's forms (form-validation.ts). */
    formSchemaOptions?: FormSchemaOptions;
  }): (request: PageRequest) => Promise<PageAnswer>;
}

/**
 * A path the app answers rather than a missing file: no extension, or '.html' (the sitemap pages
 * are /plan-de-site-produits.html and /site-plan-products.html, spec 2.1).
 */
const isAppPath = (path: string) => !/\.\w+$/.test(path) || path.endsWith('.html');

/** The last resort when even the error page cannot be rendered: no stack, no internals. */
const UNAVAILABLE_PAGE =
  '<!doctype html><meta charset="utf-8"><title>503</title><p>Service unavailable, please try again.</p>';

async function loadRenderer(
  app: FastifyInstance,
  dir: string,
  formSchemaOptions: FormSchemaOptions,
) {
  const template = await readFile(`${dir}/client/index.html`, 'utf8');
  const entry = (await import(pathToFileURL(`${dir}/server/entry-server.js`).href)) as ServerEntry;
  return entry.createRenderer({
    template,
    formSchemaOptions,
    reportError: (error) => {
      app.log.error({ err: error }, 'page render failed');
    },
  });
}

/**
 * Serves a built app under its segment (docs/decisions/015): its assets from dist/client, and every
 * other GET that is not an API call or a media file rendered on the server by the app's own
 * server bundle, with the API answered in-process.
 */
export async function serveApp(
  app: FastifyInstance,
  scope: FastifyInstance,
  store: Store,
  dir: string,
  publicUrl: string,
  formSchemaOptions: FormSchemaOptions,
): Promise<void> {
  const built = appBuildExists(dir);
  // The build's files are its hashed assets; its index.html is the server's page template.
  if (built)
    await scope.register(fastifyStatic, {
      root: `${dir}/client/assets`,
      prefix: '/assets/',
      index: false,
      decorateReply: false,
      setHeaders: (res) => {
        void res.header('cache-control', IMMUTABLE);
      },
    });
  else app.log.warn({ dir }, `No built app for /${store.segment}: run the apps' build to serve it`);
  const render = built ? await loadRenderer(app, dir, formSchemaOptions) : null;

  async function answerPage(request: FastifyRequest, reply: FastifyReply) {
    if (!render) return sendError(request, reply, 404, 'server.app_not_built');
    const cookies: string[] = [];
    const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
    const rendering = render({
      url: `${publicUrl}${request.url}`,
      cookie: request.headers.cookie,
      fetch: inProcessFetch(app, {
        remoteAddress: request.ip,
        onSetCookie: (set) => cookies.push(...set),
      }),
      signal,
    });
    // Never a hanging request: past the timeout the visitor gets the 503 page, whatever the render does.
    const answer = await Promise.race([rendering, abortion(signal)]).catch((error: unknown) => {
      request.log.error({ err: error }, 'page render failed');
      return null;
    });
    if (!answer)
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(UNAVAILABLE_PAGE);
    // Only a personal page may pass on the session cookies its API calls set.
    if (answer.personal && cookies.length > 0) void reply.header('set-cookie', cookies);
    if (answer.kind === 'redirect')
      return reply
        .header('cache-control', answer.personal ? PERSONAL_PAGE : 'no-cache')
        .redirect(answer.location, answer.status);
    void reply.status(answer.status).type('text/html; charset=utf-8');
    if (answer.personal || answer.status >= 500)
      return reply.header('cache-control', PERSONAL_PAGE).send(answer.html);
    // Weak: the same page compressed or not is the same page.
    const etag = `W/"${createHash('sha1').update(answer.html).digest('base64url')}"`;
    void reply.header('cache-control', PUBLIC_PAGE).header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.send(answer.html);
  }

  // Every other GET (and HEAD) under the segment: a page, unless it names an API call, a media
  // file or a file the build does not have. A route rather than the not-found handler, so that
  // pages get the route hooks (compression) like any answer.
  const page = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = !/^\/[a-z]{2}\/(api|media|html)\//.test(path) && isAppPath(path);
    if (isPage) return answerPage(request, reply);
    reply.callNotFound();
    return reply;
  };
  // Public pages are kept by the response cache as long as a browser may keep them (max-age);
  // personal ones never (see response-cache.ts).
  for (const url of ['/', '/*'])
    scope.get(
      url,
      { config: { public: true, page: true, cacheTtl: 60_000 }, schema: { hide: true } },
      page,
    );
}
