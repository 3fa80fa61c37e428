export { DEVELOPMENT_APP_KEY, STORES } from '@vitrine/api-client';

/** A comma-separated setting ('GTM-A,GTM-B') as a list; empty when unset. */
export declare const listSetting: (value: string | undefined) => string[];
