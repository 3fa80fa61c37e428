import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiClient } from '@vitrine/api-client';
import { toApiFailure, type ApiFailure } from './api-failure.js';
import { dynamicMiddleware, rootReducer } from './store.js';
import type { StoreExtra } from './store-extra.js';

/** One call of the typed client; RTK Query endpoints describe their request as one of these. */
type ApiCall<T = unknown> = (client: ApiClient) => Promise<T>;

const clientBaseQuery: BaseQueryFn<ApiCall, unknown, ApiFailure> = async (call, { extra }) => {
  try {
    return { data: await call((extra as StoreExtra).client) };
  } catch (error) {
    return { error: toApiFailure(error) };
  }
};

/**
 * The one RTK Query API of the storefront (house style 4): server data only. Features inject their
 * endpoints with `storeApi.injectEndpoints`. It is not in the first script the page loads: the
 * first module that needs it (a page, the menu, the search) brings it, and it joins the store then.
 */
export const storeApi = createApi({
  reducerPath: 'api',
  baseQuery: clientBaseQuery,
  tagTypes: ['Customer', 'Cart'],
  // Catalogue answers are cached by the server; keep them a while for back/forward navigation.
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});

rootReducer.inject(storeApi);
dynamicMiddleware.addMiddleware(storeApi.middleware);
