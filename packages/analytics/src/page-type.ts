/** The page types of the data layer (spec 9). */
export type PageType =
  | 'home'
  | 'search'
  | 'product_sheet'
  | 'list'
  | 'error'
  | 'account'
  | 'direct_order'
  | 'cart'
  | 'identification'
  | 'delivery'
  | 'payment'
  | 'order_confirmation'
  | 'other';

export interface PageTypeHints {
  /** The page answered "not found" or failed to render: an error page, whatever its path. */
  isError?: boolean;
}

/** Path shapes of spec 2.1, then the app's fixed routes (French and English slugs). */
const RULES: readonly [RegExp, PageType][] = [
  [/^\/?$/, 'home'],
  [/\/P-[A-Za-z0-9]+-/, 'product_sheet'],
  [/\/C-\d{5}-/, 'list'],
  [/\/(Search|Recherche)\//, 'search'],
  [/^\/checkout\/cart\/?$/, 'cart'],
  [/^\/checkout\/account\/(login|create)\/?$/, 'identification'],
  [
    /^\/customer\/account\/(login|create|forgotpassword|forgotcustomernumber|forgotpasswordverification)\/?$/,
    'identification',
  ],
  [/^\/checkout\/shipping\/?$/, 'delivery'],
  [/^\/checkout\/payment\/?$/, 'payment'],
  [/^\/checkout\/confirmation\/?$/, 'order_confirmation'],
  [/^\/(direct_order|commande_directe)\/?$/, 'direct_order'],
  [/^\/customer\/account(\/|$)/, 'account'],
];

/** The page type of a path, with or without its store segment (/fr, /uk) and query. */
export function pageTypeFromPath(path: string, hints: PageTypeHints = {}): PageType {
  if (hints.isError) return 'error';
  const route = (path.split(/[?#]/)[0] ?? '').replace(/^\/(fr|uk)(?=\/|$)/, '');
  return RULES.find(([pattern]) => pattern.test(route))?.[1] ?? 'other';
}
