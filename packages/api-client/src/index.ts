export { createApiClient, type ApiClient } from './client/index.js';
export { ApiError, FETCH_ERROR_MESSAGE } from './client/api-error.js';
export { APP_KEY_HEADER, type ApiClientOptions } from './client/request.js';
export { STICKER_SEPARATOR } from './contract/sticker.js';
export type * from './contract/index.js';
