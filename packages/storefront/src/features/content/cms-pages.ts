import { sitePaths } from '../../config/paths.js';
import type { RouteSlugs } from '../../config/store-config.js';

/**
 * The pages spec 2.1 routes under two forms in both stores. The content has each under its store's
 * own form only (fr /aide, uk /help), so the other form asks for the store's page.
 */
const PAGE_FORMS = {
  help: ['help', 'aide'],
  privacyPolicy: ['privacy-policy', 'donnees-personnelles-cookies'],
} as const satisfies { [K in 'help' | 'privacyPolicy']: readonly RouteSlugs[K][] };

/** Delivery and returns: a plain CMS page, under each store's own words. */
const DELIVERY_AND_RETURNS: readonly string[] = ['livraison-et-retours', 'delivery-and-returns'];

/** The title keys of the pages the store knows by name. */
export type CmsTitleKey =
  | 'CONTENT_TITLE_HELP'
  | 'CONTENT_TITLE_PRIVACY'
  | 'CONTENT_TITLE_PROMOTIONAL_TERMS'
  | 'CONTENT_TITLE_DELIVERY';

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // a stray '%': keep the path as typed
  }
}

/** A store path as the CMS knows it, without its slashes: '/livraison-et-retours/' → 'livraison-et-retours'. */
export function cmsPagePath(pathname: string): string {
  return decoded(pathname).replace(/^\/+|\/+$/g, '');
}

/**
 * Whether a path can name a CMS page: words, digits, dashes, dots, underscores and slashes only.
 * Anything else (control characters, markup, an overlong path) is a page that does not exist.
 */
export function isCmsPath(path: string): boolean {
  return path.length <= 200 && /^[\p{L}\p{N}._~/-]*$/u.test(path);
}

/** The page the store asks the CMS for: the store's own form of a two-form page ('aide' → 'help' in the UK). */
export function storeCmsPath(path: string, slugs: RouteSlugs): string {
  const lower = path.toLowerCase();
  for (const key of ['help', 'privacyPolicy'] as const)
    if ((PAGE_FORMS[key] as readonly string[]).includes(lower)) return slugs[key];
  return path;
}

/** The title key of a page the store knows by name (its CMS path, as `storeCmsPath` gives it). */
export function cmsTitleKey(path: string, slugs: RouteSlugs): CmsTitleKey | undefined {
  const paths = sitePaths(slugs);
  const lower = path.toLowerCase();
  if (lower === cmsPagePath(paths.help)) return 'CONTENT_TITLE_HELP';
  if (lower === cmsPagePath(paths.privacyPolicy)) return 'CONTENT_TITLE_PRIVACY';
  if (lower === cmsPagePath(paths.promotionalOffersTerms)) return 'CONTENT_TITLE_PROMOTIONAL_TERMS';
  if (DELIVERY_AND_RETURNS.includes(lower)) return 'CONTENT_TITLE_DELIVERY';
  return undefined;
}

/** Spec 7.5's static pages are described in search results by their opening words. */
const META_DESCRIPTION_MAX = 160;

/** Text cut at a word to fit a meta description, with an ellipsis when cut; undefined when empty. */
export function metaDescription(text: string, max = META_DESCRIPTION_MAX): string | undefined {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return undefined;
  if (clean.length <= max) return clean;
  // The last word that ends before the limit, leaving room for the ellipsis.
  const wordEnd = clean.lastIndexOf(' ', max - 1);
  const cut = clean.slice(0, wordEnd > 0 ? wordEnd : max - 1);
  return `${cut.replace(/[\s,;:.–-]+$/, '')}…`;
}
