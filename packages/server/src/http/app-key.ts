import { timingSafeEqual } from 'node:crypto';
import { APP_KEY_HEADER } from '@vitrine/api-client';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.js';

const sameKey = (given: string, expected: Buffer) => {
  const buffer = Buffer.from(given);
  return buffer.length === expected.length && timingSafeEqual(buffer, expected);
};

/** Every /api call carries the application key (spec 7); public files (media, apps) do not. */
export function requireAppKey(app: FastifyInstance, appKey: string): void {
  const expected = Buffer.from(appKey);
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.public || !/^\/[a-z]{2}\/api\//.test(request.url)) return;
    const given = request.headers[APP_KEY_HEADER];
    if (typeof given !== 'string' || !sameKey(given, expected))
      return sendError(request, reply, 401, 'request.app_key_required');
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Served without the application key (media files, apps). */
    public?: boolean;
  }
}
