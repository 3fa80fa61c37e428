export { createApiClient, type ApiClient } from './client/index.js';
export { ApiError, FETCH_ERROR_MESSAGE } from './client/api-error.js';
export { APP_KEY_HEADER, type ApiClientOptions } from './client/request.js';
export { STICKER_SEPARATOR } from './contract/sticker.js';
export {
  ERROR_REPORT_MAX_BYTES,
  ERROR_REPORT_TEXT_LIMITS,
} from './contract/error-report-limits.js';
export { ERROR_CODES } from './contract/error-codes.js';
export { DEVELOPMENT_APP_KEY, STORES } from './stores.js';
export type { StoreDescriptor } from './stores.js';
export type * from './contract/index.js';
