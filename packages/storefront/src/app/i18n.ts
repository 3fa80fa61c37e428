import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { StoreConfig, StoreTexts } from '../config/store-config.js';

/**
 * The store's i18next: its own language (French by default), the other as the fallback (spec 8),
 * added when its texts have loaded. Initialised synchronously: the store's texts are in the bundle.
 */
export function createStoreI18n(config: StoreConfig, texts: StoreTexts): i18n {
  const fallback = config.language === 'fr' ? 'en' : 'fr';
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: config.language,
    fallbackLng: fallback,
    supportedLngs: ['fr', 'en'],
    resources: { [config.language]: { translation: texts.own } },
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  texts
    .fallback()
    .then((other) => instance.addResourceBundle(fallback, 'translation', other, true, false))
    .catch((error: unknown) => {
      console.warn('The fallback texts could not be loaded', error);
    });
  return instance;
}
