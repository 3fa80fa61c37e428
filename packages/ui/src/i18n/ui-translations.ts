import { carouselTranslations } from '../carousel/carousel.i18n.js';
import { commerceTranslations } from '../commerce/commerce.i18n.js';
import { consentTranslations } from '../consent/consent.i18n.js';
import { footerTranslations } from '../footer/footer.i18n.js';
import { formsTranslations } from '../forms/forms.i18n.js';
import { headerTranslations } from '../header/header.i18n.js';
import { navigationTranslations } from '../navigation/navigation.i18n.js';
import { productTranslations } from '../product/product.i18n.js';
import { searchTranslations } from '../search/search.i18n.js';
import { structureTranslations } from '../structure/structure.i18n.js';
import { commonTranslations } from './common.i18n.js';
import type { TranslationSet } from './translations.js';

/** Every group of texts, so tests can check them one by one. */
export const TRANSLATION_GROUPS = {
  common: commonTranslations,
  product: productTranslations,
  carousel: carouselTranslations,
  navigation: navigationTranslations,
  header: headerTranslations,
  search: searchTranslations,
  footer: footerTranslations,
  forms: formsTranslations,
  commerce: commerceTranslations,
  structure: structureTranslations,
  consent: consentTranslations,
} satisfies Record<string, TranslationSet>;

const groups = Object.values(TRANSLATION_GROUPS);

/**
 * The kit's texts for i18next's default namespace: French (default) and English (fallback).
 * Apps add them under their own overrides.
 */
export const uiTranslations: TranslationSet = {
  fr: Object.assign({}, ...groups.map((group) => group.fr)) as Record<string, string>,
  en: Object.assign({}, ...groups.map((group) => group.en)) as Record<string, string>,
};
