import type { TranslationSet } from '@vitrine/ui';
import { accountTranslations } from '../features/account/account.i18n.js';
import { catalogueTranslations } from '../features/catalogue/catalogue.i18n.js';
import { checkoutTranslations } from '../features/checkout/checkout.i18n.js';
import { contentTranslations } from '../features/content/content.i18n.js';
import { homeTranslations } from '../features/home/home.i18n.js';
import { productTranslations } from '../features/product/product.i18n.js';
import { shellTranslations } from './shell.i18n.js';

/**
 * Every group of storefront texts, for the tests. A feature adds its `<feature>.i18n.ts` here and
 * to texts-fr.ts and texts-en.ts (what the apps load); a test checks that they agree and that no
 * key is defined twice.
 */
export const storefrontTranslationGroups: readonly TranslationSet[] = [
  shellTranslations,
  accountTranslations,
  catalogueTranslations,
  checkoutTranslations,
  contentTranslations,
  homeTranslations,
  productTranslations,
];
