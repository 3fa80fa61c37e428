import { ApiError, FETCH_ERROR_MESSAGE } from '@vitrine/api-client';

/** A failed call as the store keeps it: serialisable, with the status and the server's words. */
export interface ApiFailure {
  status: number;
  /** Spec 8: 'An error occurred while fetching the data' unless the server said more. */
  message: string;
  /** The server's own message (`{ message }` error bodies), when it sent one. */
  serverMessage?: string;
  url?: string;
}

export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiError)
    return {
      status: error.status,
      message: error.message,
      url: error.url,
      ...(error.serverMessage ? { serverMessage: error.serverMessage } : {}),
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
