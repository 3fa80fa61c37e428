import { uiTextsEn } from '@vitrine/ui';
import { accountEn } from '../features/account/account.en.i18n.js';
import { catalogueEn } from '../features/catalogue/catalogue.en.i18n.js';
import { checkoutEn } from '../features/checkout/checkout.en.i18n.js';
import { contentEn } from '../features/content/content.en.i18n.js';
import { homeEn } from '../features/home/home.en.i18n.js';
import { productEn } from '../features/product/product.en.i18n.js';
import { shellEn } from './shell.en.i18n.js';

/**
 * Every text of the store in English: the kit's, then the storefront's. An app imports the module of
 * its own language (`@vitrine/storefront/texts/en`); the other one loads later, as i18next's
 * fallback.
 */
export const englishTexts: Record<string, string> = {
  ...uiTextsEn,
  ...shellEn,
  ...accountEn,
  ...catalogueEn,
  ...checkoutEn,
  ...contentEn,
  ...homeEn,
  ...productEn,
};
