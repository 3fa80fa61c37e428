import type { TranslationSet } from '@vitrine/ui';
import { informationTranslations } from '../features/account/information/information.i18n.js';
import { ordersTranslations } from '../features/account/orders/orders.i18n.js';
import { personalAccountTranslations } from '../features/account/personal-account/personal-account.i18n.js';
import { catalogueRequestTranslations } from '../features/catalogue-request/catalogue-request.i18n.js';
import { contactFormTranslations } from '../features/content/contact/contact-form.i18n.js';
import { newsletterTranslations } from '../features/newsletter/newsletter.i18n.js';
import { mixAndMatchTranslations } from '../features/mix-and-match/mix-and-match.i18n.js';
import { basketTranslations } from '../features/checkout/basket/basket.i18n.js';
import { deliveryTranslations } from '../features/checkout/delivery/delivery.i18n.js';
import { paymentTranslations } from '../features/checkout/payment/payment.i18n.js';
import { identityTranslations } from '../features/identity/identity.i18n.js';
import { accountTranslations } from '../features/account/account.i18n.js';
import { catalogueTranslations } from '../features/catalogue/catalogue.i18n.js';
import { checkoutTranslations } from '../features/checkout/checkout.i18n.js';
import { contentTranslations } from '../features/content/content.i18n.js';
import { homeTranslations } from '../features/home/home.i18n.js';
import { productTranslations } from '../features/product/product.i18n.js';
import { customerFieldsTranslations } from '../shared/forms/customer-fields.i18n.js';
import { shellTranslations } from './shell.i18n.js';

/**
 * The groups every page may need: bundled with the app (texts-fr.ts and texts-en.ts, which a test
 * checks against this list).
 */
export const startTranslationGroups: readonly TranslationSet[] = [
  shellTranslations,
  accountTranslations,
  catalogueTranslations,
  checkoutTranslations,
  contentTranslations,
  homeTranslations,
  productTranslations,
];

/**
 * The groups of the pages behind a login or a basket: each comes with its pages' code (both
 * languages) and joins i18next when a page of it renders (`useRouteTexts`), so the first script
 * of the store does not carry them.
 */
const routeTranslationGroups: readonly TranslationSet[] = [
  customerFieldsTranslations,
  basketTranslations,
  deliveryTranslations,
  paymentTranslations,
  identityTranslations,
  ordersTranslations,
  informationTranslations,
  personalAccountTranslations,
  newsletterTranslations,
  catalogueRequestTranslations,
  contactFormTranslations,
  mixAndMatchTranslations,
];

/** Every group of storefront texts, for the tests: no key may be defined twice. */
export const storefrontTranslationGroups: readonly TranslationSet[] = [
  ...startTranslationGroups,
  ...routeTranslationGroups,
];
