import type { ErrorCode } from '@vitrine/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';

/** Deeper than any body of the contract (a few levels), shallow enough to walk in no time. */
export const MAX_NESTING = 32;

/** PostgreSQL text and jsonb refuse U+0000 and unpaired surrogates (ill-formed UTF-16). */
const storable = (text: string) => text.isWellFormed() && !text.includes('\u0000');

/**
 * What a parsed JSON value (or a request's params or query) holds that no handler may see: text
 * PostgreSQL cannot store, keys included, or nesting past MAX_NESTING. An iterative walk, so that
 * no input can overflow the stack.
 */
export function refusalOf(value: unknown): ErrorCode | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (!storable(next.value)) return 'request.unstorable_text';
    } else if (next.value && typeof next.value === 'object') {
      if (next.depth >= MAX_NESTING) return 'request.too_deeply_nested';
      for (const [key, item] of Object.entries(next.value)) {
        if (!storable(key)) return 'request.unstorable_text';
        pending.push({ value: item, depth: next.depth + 1 });
      }
    }
  }
  return undefined;
}

/**
 * Such input is refused with 400 before any handler, rather than failing in the database or
 * deep in a handler. A page's path is left to the page, which answers an unknown one with the
 * not-found page.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const page = request.routeOptions.config.page === true;
    const refusal =
      refusalOf(request.body) ??
      refusalOf(request.query) ??
      (page ? undefined : refusalOf(request.params));
    done(refusal ? new HttpError(400, refusal) : undefined);
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A page of a store's app, rendered on the server. */
    page?: boolean;
  }
}
