import type { ErrorCode, ErrorParams, FieldErrorCode } from '@vitrine/api-client/contract';

export interface HttpErrorDetails {
  /** The refused fields, each with its code (a VALIDATION_* key or an error code). */
  fields?: Record<string, FieldErrorCode> | undefined;
  /** The values the message is written with (the stock left, the product). */
  params?: ErrorParams | undefined;
  /** Headers the answer carries (Retry-After of a 429). */
  headers?: Record<string, string> | undefined;
}

/**
 * An answer with a status and a code of the contract's catalogue (4xx) — never a stack. The
 * error handler writes its message in the store's language (error-messages.ts).
 */
export class HttpError extends Error {
  readonly fields: HttpErrorDetails['fields'];
  readonly params: HttpErrorDetails['params'];
  readonly headers: HttpErrorDetails['headers'];

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    { fields, params, headers }: HttpErrorDetails = {},
  ) {
    super(code);
    this.fields = fields;
    this.params = params;
    this.headers = headers;
  }
}

export const notFound = (code: ErrorCode) => new HttpError(404, code);
