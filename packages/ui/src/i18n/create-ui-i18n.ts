import { createInstance } from 'i18next';
import type { i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { uiTranslations } from './ui-translations.js';

export type UiLanguage = 'fr' | 'en';

export interface UiI18nOptions {
  /** Called with every key that has no text in any language (tests fail on it). */
  onMissingKey?: (key: string) => void;
}

/**
 * An i18next instance holding the kit's texts, initialised synchronously: French by default,
 * English as the fallback. Storybook and the kit's tests use it; apps build their own with
 * `uiTranslations` and their overrides.
 */
export function createUiI18n(language: UiLanguage, options: UiI18nOptions = {}): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: language === 'fr' ? 'en' : 'fr',
    supportedLngs: ['fr', 'en'],
    resources: {
      fr: { translation: uiTranslations.fr },
      en: { translation: uiTranslations.en },
    },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    ...(options.onMissingKey
      ? {
          saveMissing: true,
          missingKeyHandler: (_languages: readonly string[], _namespace: string, key: string) => {
            options.onMissingKey?.(key);
          },
        }
      : {}),
  });
  return instance;
}
