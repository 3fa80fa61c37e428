import { carouselEn } from '../carousel/carousel.en.i18n.js';
import { commerceEn } from '../commerce/commerce.en.i18n.js';
import { commonEn } from './common.en.i18n.js';
import { footerEn } from '../footer/footer.en.i18n.js';
import { formsEn } from '../forms/forms.en.i18n.js';
import { headerEn } from '../header/header.en.i18n.js';
import { navigationEn } from '../navigation/navigation.en.i18n.js';
import { productEn } from '../product/product.en.i18n.js';
import { searchEn } from '../search/search.en.i18n.js';
import { structureEn } from '../structure/structure.en.i18n.js';

/**
 * Every text of the kit in English but the consent group's (added with the banner's code,
 * `consentTranslations`), for an app's i18next resources. One module per language, so an
 * app bundles its own language only (see uiTranslations for both).
 */
export const uiTextsEn: Record<string, string> = {
  ...commonEn,
  ...productEn,
  ...carouselEn,
  ...navigationEn,
  ...headerEn,
  ...searchEn,
  ...footerEn,
  ...formsEn,
  ...commerceEn,
  ...structureEn,
};
