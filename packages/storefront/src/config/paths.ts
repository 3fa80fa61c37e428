import type { RouteSlugs } from './store-config.js';

/**
 * Every path the storefront links to, relative to the store's segment (the router's basename).
 * Pages never spell a path themselves: they ask this module.
 */
export const ACCOUNT = '/customer/account';

export const accountPaths = {
  login: `${ACCOUNT}/login`,
  create: `${ACCOUNT}/create`,
  forgotPassword: `${ACCOUNT}/forgotpassword`,
  forgotCustomerNumber: `${ACCOUNT}/forgotcustomernumber`,
  passwordReset: `${ACCOUNT}/forgotpasswordverification`,
  information: `${ACCOUNT}/informations`,
  informationEdit: `${ACCOUNT}/informations/edit`,
  emailEdit: `${ACCOUNT}/informations/edit/email`,
  passwordEdit: `${ACCOUNT}/informations/edit/password`,
  mainAddress: `${ACCOUNT}/informations/address/main/edit`,
  secondaryAddress: `${ACCOUNT}/informations/address/secondary/edit`,
  orderHistory: `${ACCOUNT}/order/history`,
  orderDetails: (id: string) => `${ACCOUNT}/order/details/${encodeURIComponent(id)}`,
  eventOrderDetails: (id: string) => `${ACCOUNT}/order/evt_details/${encodeURIComponent(id)}`,
  newsletter: `${ACCOUNT}/newsletter`,
  catalogueRequest: `${ACCOUNT}/catalogrequest`,
  logoutSuccess: `${ACCOUNT}/logoutSuccess`,
  personalAccount: `${ACCOUNT}/my-personal-account`,
} as const;

export const checkoutPaths = {
  cart: '/checkout/cart',
  confirmation: '/checkout/confirmation',
  login: '/checkout/account/login',
  create: '/checkout/account/create',
  shipping: '/checkout/shipping',
  payment: '/checkout/payment',
} as const;

export const sitePaths = (slugs: RouteSlugs) => ({
  home: '/',
  contact: '/contact',
  mixAndMatch: '/mix-and-match',
  promotionalOffersTerms: '/promotional-offers-terms-and-conditions',
  catalogueRequest: '/catalogrequest/',
  newsletterSubscribe: '/newsletter/subscriber',
  newsletterUnsubscribe: '/newsletter/subscriber/unsubscribe',
  productSitemap: `/${slugs.productSitemap}`,
  categorySitemap: `/${slugs.categorySitemap}`,
  privacyPolicy: `/${slugs.privacyPolicy}`,
  directOrder: `/${slugs.directOrder}`,
  help: `/${slugs.help}`,
  deliveryAndReturns: `/${slugs.deliveryAndReturns}`,
  /** The results page of a search: /Search/{term} or /Recherche/{term}. */
  search: (term: string) => `/${slugs.search}/${encodeURIComponent(term)}`,
});

export type SitePaths = ReturnType<typeof sitePaths>;

/** Spec 9: product P-{8 to 10 alphanumerics}, category C-{5 digits}. */
export const PRODUCT_PATH = /^\/P-([A-Z0-9]{8,10})-[^/]*(?:\/.*)?$/;
export const CATEGORY_PATH = /^\/C-(\d{5})-[^/]*(?:\/.*)?$/;

export type CatchAllKind = 'product' | 'category' | 'content';

/** What a path outside the fixed routes is: a product, a category listing or a CMS page. */
export function catchAllKind(pathname: string): CatchAllKind {
  if (PRODUCT_PATH.test(pathname)) return 'product';
  if (CATEGORY_PATH.test(pathname)) return 'category';
  return 'content';
}

/** '/P-AB12CD34-robe/whatever' → '/P-AB12CD34-robe': the part the catalogue API knows. */
export function catalogueBasePath(pathname: string): string {
  const [, first = ''] = pathname.split('/');
  return `/${first}`;
}

/** A path inside the store that is safe to go back to after login (no open redirect). */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return value;
}

/**
 * Pages whose answer depends on who asks (issue 18, point 3): the basket, the checkout, the
 * customer area and the newsletter pages that send customers elsewhere. The server renders them
 * with the session and never lets a cache share them; every other page is rendered as for a
 * visitor (public HTML), and the browser fills the personal parts after hydration.
 */
export function isPersonalPath(pathname: string): boolean {
  // The router matches paths decoded and in any case: so does this rule.
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // a stray '%': the router does not decode it either
  }
  return /^\/(checkout|customer\/account|newsletter)(\/|$)/i.test(decoded);
}
