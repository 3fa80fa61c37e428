import { ApiError, FETCH_ERROR_MESSAGE } from '@vitrine/api-client';

/** A failed call as the store keeps it: serialisable, with the status and the server's words. */
export interface ApiFailure {
  status: number;
  /** Spec 8: 'An error occurred while fetching the data' unless the server said more. */
  message: string;
  /** The server's own message (`{ message }` error bodies), when it sent one. */
  serverMessage?: string;
  /** The fields the server refused, with its message for each (`{ message, fields }` bodies). */
  fields?: Record<string, string>;
  url?: string;
}

function bodyFields(body: unknown): Record<string, string> | undefined {
  if (typeof body !== 'object' || body === null || !('fields' in body)) return undefined;
  const { fields } = body;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const entries = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiError) {
    const fields = bodyFields(error.body);
    return {
      status: error.status,
      message: error.message,
      url: error.url,
      ...(error.serverMessage ? { serverMessage: error.serverMessage } : {}),
      ...(fields ? { fields } : {}),
    };
  }
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
