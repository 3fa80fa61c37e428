import { carouselFr } from '../carousel/carousel.i18n.js';
import { commerceFr } from '../commerce/commerce.i18n.js';
import { commonFr } from './common.i18n.js';
import { footerFr } from '../footer/footer.i18n.js';
import { formsFr } from '../forms/forms.i18n.js';
import { headerFr } from '../header/header.i18n.js';
import { navigationFr } from '../navigation/navigation.i18n.js';
import { productFr } from '../product/product.i18n.js';
import { searchFr } from '../search/search.i18n.js';
import { structureFr } from '../structure/structure.i18n.js';

/**
 * Every text of the kit in French but the consent group's (added with the banner's code,
 * `consentTranslations`), for an app's i18next resources. One module per language, so an
 * app bundles its own language only (see uiTranslations for both).
 */
export const uiTextsFr: Record<string, string> = {
  ...commonFr,
  ...productFr,
  ...carouselFr,
  ...navigationFr,
  ...headerFr,
  ...searchFr,
  ...footerFr,
  ...formsFr,
  ...commerceFr,
  ...structureFr,
};
