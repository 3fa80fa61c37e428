/** One group of the kit's texts: French (the default language) and English (the fallback). */
export interface TranslationSet {
  fr: Record<string, string>;
  en: Record<string, string>;
}

/** A group's texts in another language: the same keys as `T`, no more, no fewer. */
export type SameKeys<T> = Record<keyof T, string>;
