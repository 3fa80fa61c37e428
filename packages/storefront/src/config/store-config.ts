import { isContainerId } from '@vitrine/analytics';
import { STORES, type StoreDescriptor, type StoreSegment } from '@vitrine/api-client';
import type { FormSchemaOptions } from '@vitrine/validation/forms';

/** The two stores' languages: French is the default, English the fallback (spec 8). */
export type Language = 'fr' | 'en';

/**
 * Where the routes that have an English and a French form (spec 2.1) point links to. Both forms
 * are always routed; the store's own form is the one its pages link to.
 */
export interface RouteSlugs {
  productSitemap: 'site-plan-products.html' | 'plan-de-site-produits.html';
  categorySitemap: 'site-plan-categories.html' | 'plan-de-site-categories.html';
  privacyPolicy: 'privacy-policy' | 'donnees-personnelles-cookies';
  directOrder: 'direct_order' | 'commande_directe';
  help: 'help' | 'aide';
  /** Delivery and returns, a CMS page under each store's own words. */
  deliveryAndReturns: 'delivery-and-returns' | 'livraison-et-retours';
  search: StoreDescriptor['searchSlug'];
}

/**
 * The store's texts. Its own language is in the first script (from `@vitrine/storefront/texts/fr`
 * or `/en`, with the app's own wording over it); the other language, i18next's fallback, loads
 * after start.
 */
export interface StoreTexts {
  own: Record<string, string>;
  fallback: () => Promise<Record<string, string>>;
}

/**
 * Everything an app holds, besides its texts (StoreTexts). The two apps differ only in these two.
 * Plain data: the app's vite.config.ts reads it too.
 */
export interface StoreConfig {
  /** URL segment without slashes: the app lives under /{segment}/, its API under /{segment}/api. */
  segment: StoreSegment;
  /** The segment's locale, currency and search slug are those of its `STORES` descriptor. */
  locale: StoreDescriptor['locale'];
  language: Language;
  currency: StoreDescriptor['currency'];
  /** Origin of the API; '' for the same origin as the app (the default and the tested setup). */
  apiOrigin: string;
  /** The fixed application key every API call carries (spec 7). */
  appKey: string;
  brandName: string;
  slugs: RouteSlugs;
  features: {
    /** Spec 2.1: /mix-and-match is routed only when this flag is on. */
    mixAndMatch: boolean;
    /** Spec 6: the personal-account menu item and /my-personal-account page (UK only). */
    personalAccount: boolean;
    /** Spec 2.5: the 3-instalment card message on product pages (French store, from 100 €). */
    instalmentsMessage: boolean;
  };
  /** Where a logged-in visitor on a login-type page is sent (spec 4); default: order history. */
  loggedInHome?: string;
  /**
   * The store's tag-manager containers (spec 9: two per store), 'GTM-…' IDs; empty in
   * development. They load only once the visitor has consented (decision 019).
   */
  tagManagerContainers: readonly string[];
  /**
   * The site keys of the bot challenges (decision 023): Cloudflare Turnstile on sign-in, reCAPTCHA
   * v2 on the contact form, each loaded only when its key is set. Absent or empty (development,
   * the tests, the journeys): the sandbox widgets, whose test token the server's sandbox accepts.
   */
  challenges?: { turnstileSiteKey?: string | undefined; recaptchaSiteKey?: string | undefined };
  /** Social network pages linked from the footer. */
  socialLinks: { network: 'facebook' | 'instagram' | 'pinterest' | 'youtube'; href: string }[];
  /**
   * The server's options of the form schemas — whether '+' is accepted in e-mail addresses (spec
   * 5: never in production). Not the app's to set: the server hands them over with every page it
   * renders (decision 018), and the forms and the footer's newsletter box use them. Absent (a page
   * the browser renders alone, on the Vite server): the production rules.
   */
  formSchemaOptions?: FormSchemaOptions;
}

/** A provider's site key: Turnstile's ('0x4AAA…') and reCAPTCHA's ('6Lc…') are of these. */
const SITE_KEY = /^[\w-]{16,100}$/;

export class StoreConfigError extends Error {
  override readonly name = 'StoreConfigError';
}

/**
 * Checks an app's configuration once, at start, with a readable failure rather than a broken
 * page later (house style 5).
 */
export function checkStoreConfig(config: StoreConfig): StoreConfig {
  const problems: string[] = [];
  // The segment's store (@vitrine/api-client): the server serves it with these, too.
  const store = STORES[config.segment];
  if (store.locale !== config.locale)
    problems.push(`segment /${config.segment} serves ${store.locale}, not ${config.locale}`);
  if (!config.locale.startsWith(config.language))
    problems.push(`language ${config.language} does not match locale ${config.locale}`);
  if (store.currency !== config.currency)
    problems.push(`segment /${config.segment} sells in ${store.currency}, not ${config.currency}`);
  if (store.searchSlug !== config.slugs.search)
    problems.push(
      `segment /${config.segment} searches under /${store.searchSlug}, not /${config.slugs.search}`,
    );
  if (!config.appKey) problems.push('appKey is empty (set VITE_APP_KEY for a production build)');
  if (config.apiOrigin && !/^https?:\/\/[^/]+$/.test(config.apiOrigin))
    problems.push(
      `apiOrigin must be an origin like https://shop.example (got "${config.apiOrigin}")`,
    );
  if (config.features.personalAccount && config.segment !== 'uk')
    problems.push('the personal account exists in the UK store only (spec 6)');
  const badContainers = config.tagManagerContainers.filter((id) => !isContainerId(id));
  if (badContainers.length > 0)
    problems.push(`tag-manager containers must be GTM-… IDs (got ${badContainers.join(', ')})`);
  for (const [name, key] of Object.entries(config.challenges ?? {}))
    if (key !== undefined && key !== '' && !SITE_KEY.test(key))
      problems.push(`challenges.${name} must be the provider's site key (got "${key}")`);
  if (config.loggedInHome !== undefined && !config.loggedInHome.startsWith('/'))
    problems.push('loggedInHome must be a path inside the store, starting with /');
  if (problems.length > 0)
    throw new StoreConfigError(`Invalid store configuration: ${problems.join('; ')}.`);
  return config;
}
