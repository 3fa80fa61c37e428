import fastifySwagger from '@fastify/swagger';
import { APP_KEY_HEADER } from '@vitrine/api-client';
import type { FastifyInstance } from 'fastify';

/** Generates the OpenAPI document from the routes' own schemas (the contract). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vitrine store API',
        description:
          'The store API of Vitrine, one per store segment (/fr: fr-FR, EUR; /uk: en-GB, GBP). Every /api call needs the application key header.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { appKey: { type: 'apiKey', in: 'header', name: APP_KEY_HEADER } },
      },
    },
  });
}

/** The document restricted to one store's paths. */
export function storeOpenApi(app: FastifyInstance, segment: string): unknown {
  const document = app.swagger() as { paths?: Record<string, unknown> };
  const prefix = `/${segment}/`;
  return {
    ...document,
    servers: [{ url: '/' }],
    paths: Object.fromEntries(
      Object.entries(document.paths ?? {}).filter(([path]) => path.startsWith(prefix)),
    ),
  };
}
