import type { TranslationSet } from '@vitrine/ui';
import { shellTranslations } from './shell.i18n.js';

/**
 * Every group of storefront texts. A feature adds its `<feature>.i18n.ts` here; keys must be
 * unique across groups (a test checks it).
 */
export const storefrontTranslationGroups: readonly TranslationSet[] = [shellTranslations];
