import { uiTextsFr } from '@vitrine/ui';
import { accountFr } from '../features/account/account.i18n.js';
import { catalogueFr } from '../features/catalogue/catalogue.i18n.js';
import { checkoutFr } from '../features/checkout/checkout.i18n.js';
import { contentFr } from '../features/content/content.i18n.js';
import { homeFr } from '../features/home/home.i18n.js';
import { productFr } from '../features/product/product.i18n.js';
import { shellFr } from './shell.i18n.js';

/**
 * Every text of the store in French: the kit's, then the storefront's. An app imports the module of
 * its own language (`@vitrine/storefront/texts/fr`); the other one loads later, as i18next's
 * fallback.
 */
export const frenchTexts: Record<string, string> = {
  ...uiTextsFr,
  ...shellFr,
  ...accountFr,
  ...catalogueFr,
  ...checkoutFr,
  ...contentFr,
  ...homeFr,
  ...productFr,
};
