import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { ApiError, FETCH_ERROR_MESSAGE, type ApiClient } from '@vitrine/api-client';

/** One call of the typed client; RTK Query endpoints describe their request as one of these. */
export type ApiCall<T = unknown> = (client: ApiClient) => Promise<T>;

/** A failed call as the store keeps it: serialisable, with the status and the server's words. */
export interface ApiFailure {
  status: number;
  /** Spec 8: 'An error occurred while fetching the data' unless the server said more. */
  message: string;
  /** The server's own message (`{ message }` error bodies), when it sent one. */
  serverMessage?: string;
  url?: string;
}

/** What thunks and the base query receive besides the state: the store's API client. */
export interface StoreExtra {
  client: ApiClient;
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

const clientBaseQuery: BaseQueryFn<ApiCall, unknown, ApiFailure> = async (call, { extra }) => {
  try {
    return { data: await call((extra as StoreExtra).client) };
  } catch (error) {
    return { error: toApiFailure(error) };
  }
};

/**
 * The one RTK Query API of the storefront (house style 4): server data only. Features inject their
 * endpoints with `storeApi.injectEndpoints`.
 */
export const storeApi = createApi({
  reducerPath: 'api',
  baseQuery: clientBaseQuery,
  tagTypes: ['Customer', 'Cart'],
  // Catalogue answers are cached by the server; keep them a while for back/forward navigation.
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});

/** The HTTP status of an RTK Query error, 500 when it had none. */
export function failureStatus(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error;
    if (typeof status === 'number' && status > 0) return status;
  }
  return 500;
}
