import type { AccountMenuItemId } from '@vitrine/ui';
import { ACCOUNT } from '../../config/paths.js';

interface AccountPage {
  /** The page's path pattern inside the store (':id' for a parameter). */
  pattern: RegExp;
  titleKey: string;
  /** The side-menu entry it belongs to, for pages inside the signed-in area. */
  menu?: AccountMenuItemId;
}

const page = (path: string, titleKey: string, menu?: AccountMenuItemId): AccountPage => ({
  pattern: new RegExp(`^${path.replace(':id', '[^/]+')}/?$`),
  titleKey,
  ...(menu ? { menu } : {}),
});

/** Every page of the customer area and the public account pages (spec 2.1), with its name. */
const PAGES: readonly AccountPage[] = [
  page(`${ACCOUNT}/login`, 'ACCOUNT_PAGE_LOGIN'),
  page(`${ACCOUNT}/admin/login`, 'ACCOUNT_PAGE_ADMIN_LOGIN'),
  page(`${ACCOUNT}/create`, 'ACCOUNT_PAGE_CREATE'),
  page(`${ACCOUNT}/forgotpassword`, 'ACCOUNT_PAGE_FORGOT_PASSWORD'),
  page(`${ACCOUNT}/forgotcustomernumber`, 'ACCOUNT_PAGE_FORGOT_CUSTOMER_NUMBER'),
  page(`${ACCOUNT}/forgotpasswordverification`, 'ACCOUNT_PAGE_PASSWORD_RESET'),
  page(`${ACCOUNT}/logoutSuccess`, 'ACCOUNT_PAGE_LOGOUT_SUCCESS'),
  page(`${ACCOUNT}/informations`, 'ACCOUNT_PAGE_INFORMATION', 'details'),
  page(`${ACCOUNT}/informations/edit`, 'ACCOUNT_PAGE_INFORMATION_EDIT', 'details'),
  page(`${ACCOUNT}/informations/edit/email`, 'ACCOUNT_PAGE_EMAIL_EDIT', 'details'),
  page(`${ACCOUNT}/informations/edit/password`, 'ACCOUNT_PAGE_PASSWORD_EDIT', 'details'),
  page(`${ACCOUNT}/informations/address/main/edit`, 'ACCOUNT_PAGE_MAIN_ADDRESS', 'details'),
  page(
    `${ACCOUNT}/informations/address/secondary/edit`,
    'ACCOUNT_PAGE_SECONDARY_ADDRESS',
    'details',
  ),
  page(`${ACCOUNT}/order/history`, 'ACCOUNT_PAGE_ORDER_HISTORY', 'orders'),
  page(`${ACCOUNT}/order/details/:id`, 'ACCOUNT_PAGE_ORDER_DETAILS', 'orders'),
  page(`${ACCOUNT}/order/evt_details/:id`, 'ACCOUNT_PAGE_ORDER_DETAILS', 'orders'),
  page(`${ACCOUNT}/newsletter`, 'ACCOUNT_PAGE_NEWSLETTER', 'subscriptions'),
  page(`${ACCOUNT}/catalogrequest`, 'ACCOUNT_PAGE_CATALOGUE_REQUEST', 'catalogue'),
  page(`${ACCOUNT}/my-personal-account`, 'ACCOUNT_PAGE_PERSONAL_ACCOUNT', 'personalAccount'),
  page('/catalogrequest', 'ACCOUNT_PAGE_CATALOGUE_REQUEST'),
  page('/newsletter/subscriber', 'ACCOUNT_PAGE_NEWSLETTER_SUBSCRIBE'),
  page('/newsletter/subscriber/unsubscribe', 'ACCOUNT_PAGE_NEWSLETTER_UNSUBSCRIBE'),
];

/** The account page at `pathname`, if it is one. */
export function accountPage(pathname: string): AccountPage | undefined {
  return PAGES.find((candidate) => candidate.pattern.test(pathname));
}
