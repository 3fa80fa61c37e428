/** An answer with a status and a message the shopper's app can show (4xx) — never a stack. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Headers the answer carries (Retry-After of a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const GENERIC_ERROR_MESSAGE = 'An error has occurred.';
export const PRODUCT_NOT_FOUND = 'Product not found.';

export const notFound = (message = 'Not found.') => new HttpError(404, message);
