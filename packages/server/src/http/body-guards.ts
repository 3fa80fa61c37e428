import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';

export const UNSTORABLE_TEXT = 'Text must be valid Unicode, without NUL characters.';

/** PostgreSQL text and jsonb refuse U+0000 and unpaired surrogates (ill-formed UTF-16). */
const storable = (text: string) => text.isWellFormed() && !text.includes('\u0000');

/** Whether a parsed JSON value holds a string PostgreSQL cannot store, keys included. */
function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return !storable(value);
  if (Array.isArray(value)) return value.some(holdsUnstorableText);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => !storable(key) || holdsUnstorableText(item));
  return false;
}

/** Such text is refused with 400 before any handler, rather than failing in the database. */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (holdsUnstorableText(request.body) || holdsUnstorableText(request.query))
      done(new HttpError(400, UNSTORABLE_TEXT));
    else done();
  });
}
