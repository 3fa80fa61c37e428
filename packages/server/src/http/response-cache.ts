import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { matchesEtag } from './etag.js';

interface CachedResponse {
  contentType: string;
  cacheControl: string | undefined;
  etag: string | undefined;
  /** Compressed only: nearly every client takes one of these (a page is ~6 times its gzip). */
  gzip: Buffer;
  br: Buffer;
}

export interface ResponseCacheOptions {
  /** Memory the cached answers may take (their gzip and brotli variants). */
  maxBytes: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How long (ms) a 200 answer of this GET route may be served again to anyone. */
    cacheTtl?: number;
  }
}

const cacheTtl = (request: FastifyRequest) =>
  request.method === 'GET' ? (request.routeOptions.config.cacheTtl ?? 0) : 0;

function pickEncoding(request: FastifyRequest): 'br' | 'gzip' | 'identity' {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
}

function send(
  reply: FastifyReply,
  entry: CachedResponse,
  encoding: 'br' | 'gzip' | 'identity',
  state: string,
  ifNoneMatch?: string,
) {
  void reply
    .header('content-type', entry.contentType)
    .header('vary', 'accept-encoding')
    .header('x-cache', state);
  if (entry.cacheControl) void reply.header('cache-control', entry.cacheControl);
  if (entry.etag) void reply.header('etag', entry.etag);
  if (entry.etag && matchesEtag(ifNoneMatch, entry.etag)) return reply.status(304).send();
  if (encoding === 'identity') return reply.send(gunzipSync(entry.gzip));
  void reply.header('content-encoding', encoding);
  return reply.send(entry[encoding]);
}

/**
 * A shared cache of catalogue answers, as a CDN in front of the store would keep them: the same
 * URL gets the same bytes, compressed once, until the route's TTL runs out. It holds copies of
 * database answers only, so replicas need not share it.
 */
export function installResponseCache(
  app: FastifyInstance,
  { maxBytes }: ResponseCacheOptions,
): void {
  const cache = new LRUCache<string, CachedResponse>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.gzip.length + entry.br.length,
    ttlAutopurge: false,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheTtl(request)) return;
    const entry = cache.get(request.url);
    if (entry)
      return send(reply, entry, pickEncoding(request), 'hit', request.headers['if-none-match']);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const ttl = cacheTtl(request);
    if (!ttl || reply.statusCode !== 200 || reply.getHeader('x-cache') === 'hit') return payload;
    // What one visitor may see only (a page rendered with their session) is never shared.
    if (/\b(private|no-store)\b/.test(String(reply.getHeader('cache-control') ?? '')))
      return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const identity = Buffer.from(payload);
    const entry: CachedResponse = {
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      cacheControl: reply.getHeader('cache-control')?.toString(),
      etag: reply.getHeader('etag')?.toString(),
      gzip: gzipSync(identity),
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
    cache.set(request.url, entry, { ttl });
    const encoding = pickEncoding(request);
    void reply.header('vary', 'accept-encoding').header('x-cache', 'miss');
    if (encoding === 'identity') return identity;
    void reply.header('content-encoding', encoding);
    return entry[encoding];
  });
}
