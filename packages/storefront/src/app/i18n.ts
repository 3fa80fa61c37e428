import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { uiTranslations, type TranslationSet } from '@vitrine/ui';
import type { Language, StoreConfig } from '../config/store-config.js';
import { storefrontTranslationGroups } from '../i18n/storefront-translations.js';

/** The kit's texts, then the storefront's, then the app's overrides, for one language. */
export function storeResources(config: StoreConfig, language: Language): Record<string, string> {
  const groups: readonly TranslationSet[] = [uiTranslations, ...storefrontTranslationGroups];
  const texts: Record<string, string> = {};
  for (const group of groups) Object.assign(texts, group[language]);
  return Object.assign(texts, config.translations[language]);
}

/**
 * The store's i18next: its language first, French by default and English as the fallback
 * (spec 8). Initialised synchronously: every text is in the bundle.
 */
export function createStoreI18n(config: StoreConfig): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: config.language,
    fallbackLng: config.language === 'fr' ? 'en' : 'fr',
    supportedLngs: ['fr', 'en'],
    resources: {
      fr: { translation: storeResources(config, 'fr') },
      en: { translation: storeResources(config, 'en') },
    },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
