import type { Customer } from '@vitrine/api-client';
import { accountPaths, safeReturnPath } from '../config/paths.js';

/** Who may see a route (spec 2.1 access column, spec 4 route guards). */
export type Access =
  | { kind: 'login-required'; loginPath: string }
  | { kind: 'anonymous-only'; loggedInPath: string }
  | { kind: 'not-overseas' };

export const RETURN_PARAM = 'redirect';

/**
 * Where a guard sends the shopper, or null to let them in. `here` is the path (and query) inside
 * the store that was asked for.
 */
export function guardRedirect(access: Access, customer: Customer, here: string): string | null {
  switch (access.kind) {
    case 'login-required':
      return customer.isLoggedIn
        ? null
        : `${access.loginPath}?${new URLSearchParams({ [RETURN_PARAM]: here }).toString()}`;
    case 'anonymous-only':
      return customer.isLoggedIn ? access.loggedInPath : null;
    case 'not-overseas':
      return customer.isLoggedIn && customer.overseas === '1' ? accountPaths.information : null;
  }
}

/** After login: back to the page that asked for it, else the logged-in home (spec 4). */
export function afterLoginPath(search: string, loggedInHome: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? loggedInHome;
}
