import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { readDocument } from '../catalogue/documents.js';
import { parseImageFile } from '../catalogue/urls.js';
import { colours, products } from '../db/schema.js';
import { renderIllustration } from '../seed/illustrations.js';
import type { IllustrationKind } from '../seed/vocabulary.js';
import { notFound } from './http-error.js';
import type { StoreRouteOptions } from './route.js';

/** Image URLs never change meaning (a new catalogue has new ids): browsers keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SVG = 'image/svg+xml; charset=utf-8';

/** Large-size (Curvy) pictures: the same illustration, drawn wider about the centre. */
function curvy(svg: string): string {
  const inner = svg.replace(/^<\?xml[^>]*>\s*/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500"><g transform="matrix(1.15 0 0 1 -30 0)">${inner}</g></svg>`;
}

/** Product illustrations and banner pictures: generated here, no external image host. */
export function registerMediaRoutes(app: FastifyInstance, { db, store }: StoreRouteOptions): void {
  const rendered = new LRUCache<string, string>({ max: 5000 });

  app.get<{ Params: { productId: string; file: string } }>(
    '/media/catalog/product/:productId/:file',
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const { productId, file } = request.params;
      const image = parseImageFile(file);
      if (!image) throw notFound('media.image_not_found');
      const key = `${productId}/${file}`;
      let svg = rendered.get(key);
      if (!svg) {
        const [row] = await db
          .select({ kind: products.illustration, label: products.label, hex: colours.hex })
          .from(products)
          .innerJoin(
            colours,
            and(eq(colours.store, products.store), eq(colours.code, image.colourCode)),
          )
          .where(and(eq(products.store, store.segment), eq(products.id, productId)));
        if (!row) throw notFound('media.image_not_found');
        const drawing = renderIllustration(
          row.kind as IllustrationKind,
          image.view,
          row.hex,
          row.label,
        );
        svg = image.curvy ? curvy(drawing) : drawing;
        rendered.set(key, svg);
      }
      return reply.type(SVG).header('cache-control', IMMUTABLE).send(svg);
    },
  );

  app.get<{ Params: { file: string } }>(
    '/media/banners/:file',
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const id = request.params.file.replace(/\.svg$/, '');
      const banner = await readDocument(db, store.segment, 'banner-image', id);
      if (!banner) throw notFound('media.image_not_found');
      return reply.type(SVG).header('cache-control', IMMUTABLE).send(banner.body);
    },
  );
}
