export { DEVELOPMENT_APP_KEY, STORES } from '@vitrine/api-client';
