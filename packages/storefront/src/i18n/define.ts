import type { TranslationSet } from '@vitrine/ui';

/**
 * A group of storefront texts: French (the default language) and English (the fallback), with the
 * same keys in both, checked at compile time.
 */
export function defineTranslations<const Keys extends string>(set: {
  fr: Record<Keys, string>;
  en: Record<Keys, string>;
}): TranslationSet {
  return set;
}
