import { readFile } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { appDirExists } from '../config.js';
import type { Store } from '../stores.js';

/** Vite puts content-hashed files under assets/: a new build gives new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A path the app answers rather than a missing file: no extension, or '.html' (the sitemap pages
 * are /plan-de-site-produits.html and /site-plan-products.html, spec 2.1).
 */
const isAppPath = (path: string) => !/\.\w+$/.test(path) || path.endsWith('.html');

/**
 * Serves a built app under its segment with a single-page-app fallback: any GET that is not an API
 * call, a media file or an existing file answers the app's index.html, never cached.
 */
export async function serveApp(app: FastifyInstance, store: Store, dir: string): Promise<void> {
  const built = appDirExists(dir);
  if (built)
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      index: ['index.html'],
      wildcard: true,
      decorateReply: false,
      setHeaders: (res, path) => {
        void res.header('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : 'no-cache');
      },
    });
  else app.log.warn({ dir }, `No built app for /${store.segment}: run the apps' build to serve it`);

  const indexHtml = built ? await readFile(`${dir}/index.html`, 'utf8') : null;
  app.setNotFoundHandler({}, (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' && !/^\/[a-z]{2}\/(api|media|html)\//.test(path) && isAppPath(path);
    if (!isPage)
      return reply.status(404).send({ message: `No route for ${request.method} ${path}` });
    if (!indexHtml)
      return reply.status(404).send({ message: `The /${store.segment} app is not built.` });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
}
