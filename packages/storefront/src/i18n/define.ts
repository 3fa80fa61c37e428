/**
 * A storefront texts group (`<feature>.i18n.ts`): `xFr` (French, the default language), `xEn:
 * SameKeys<typeof xFr>` (English, the fallback: the same keys, checked at compile time) and
 * `xTranslations: TranslationSet` with both, for the tests. Plain objects, so an app's bundle keeps
 * the language it imports and drops the other.
 */
export type { SameKeys, TranslationSet } from '@vitrine/ui';
