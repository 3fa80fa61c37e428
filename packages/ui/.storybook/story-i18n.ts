import type { i18n } from 'i18next';
import { createUiI18n } from '../src/i18n/create-ui-i18n.js';
import type { UiLanguage } from '../src/i18n/create-ui-i18n.js';

const missingKeys = new Set<string>();
const instances = new Map<UiLanguage, i18n>();

/** One i18next instance per language for all stories; missing keys are recorded for the tests. */
export function i18nFor(language: UiLanguage): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createUiI18n(language, { onMissingKey: (key) => missingKeys.add(key) });
    instances.set(language, instance);
  }
  return instance;
}

/** The keys used since the last call that have no text in any language. */
export function takeMissingKeys(): string[] {
  const keys = [...missingKeys];
  missingKeys.clear();
  return keys;
}
