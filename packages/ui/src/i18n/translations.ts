/** One group of the kit's texts: French (the default language) and English (the fallback). */
export interface TranslationSet {
  fr: Record<string, string>;
  en: Record<string, string>;
}

/** Keeps the French and English key sets of a group in step at compile time. */
export function defineTranslations<const Keys extends string>(set: {
  fr: Record<Keys, string>;
  en: Record<Keys, string>;
}): TranslationSet {
  return set;
}
