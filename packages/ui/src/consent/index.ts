export { ConsentBanner } from './consent-banner.js';
export { consentTranslations } from './consent.i18n.js';
export type { ConsentBannerProps } from './consent-banner.js';
export { ConsentPreferences } from './consent-preferences.js';
export type { ConsentPreferencesProps, ConsentPurposes } from './consent-preferences.js';
