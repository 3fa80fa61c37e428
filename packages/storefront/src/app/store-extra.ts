import type { ApiClient } from '@vitrine/api-client';

/** What thunks and the API's base query receive besides the state: the store's API client. */
export interface StoreExtra {
  client: ApiClient;
}
