import {
  ApiError,
  FETCH_ERROR_MESSAGE,
  type ErrorCode,
  type ErrorParams,
} from '@vitrine/api-client';
import { ERROR_TEXT_KEYS, fieldErrorKey, isErrorCode } from './error-texts.js';

/** A failed call as the store keeps it: serialisable, with the status and the server's reason. */
export interface ApiFailure {
  status: number;
  /** Spec 8: 'An error occurred while fetching the data' unless the server said more. */
  message: string;
  /** The reason the server gave (`ErrorBody.code`), when it answered one the store knows. */
  code?: ErrorCode;
  /** The values its text is written with (`ErrorBody.params`: the stock left, a product). */
  params?: ErrorParams;
  /** The i18n key of the text that says the reason (error-texts.ts), with `code`. */
  messageKey?: string;
  /** The fields the server refused, each with the i18n key of its reason. */
  fields?: Record<string, string>;
  url?: string;
}

/** The part of an error body (`ErrorBody`) the store reads, whatever else it holds. */
function bodyReason(body: unknown): Pick<ApiFailure, 'code' | 'params' | 'messageKey' | 'fields'> {
  if (typeof body !== 'object' || body === null) return {};
  const { code, params, fields } = body as Record<string, unknown>;
  const fieldKeys = Object.entries(typeof fields === 'object' && fields !== null ? fields : {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([field, value]): [string, string] => [field, fieldErrorKey(value)]);
  return {
    ...(isErrorCode(code) ? { code, messageKey: ERROR_TEXT_KEYS[code] } : {}),
    // The contract's values (a stock, a product's name): kept as the server wrote them.
    ...(typeof params === 'object' && params !== null ? { params } : {}),
    ...(fieldKeys.length > 0 ? { fields: Object.fromEntries(fieldKeys) } : {}),
  };
}

export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiError)
    return {
      status: error.status,
      message: error.message,
      url: error.url,
      ...bodyReason(error.body),
    };
  // fetch itself failed (offline, DNS…): no HTTP status.
  return { status: 0, message: FETCH_ERROR_MESSAGE };
}

/** The HTTP status of an RTK Query error, 500 when it had none. */
export function failureStatus(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error;
    if (typeof status === 'number' && status > 0) return status;
  }
  return 500;
}
