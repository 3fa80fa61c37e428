import { AccountSideMenu } from '@vitrine/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { useStoreContext } from '../../../app/store-context.js';
import { selectCustomer } from '../../../state/customer-slice.js';
import { signOut as signOutThunk } from '../../../state/session-thunks.js';
import { accountPage } from '../account-pages.js';

/**
 * The signed-in customer area (spec 2.1): the side menu beside the page; on phones the page
 * shows under a 'Back to menu' link that opens the menu alone. The catalogue request entry is
 * hidden for overseas customers, whom the paper catalogue does not reach (our design for the
 * spec's "condition not shown").
 */
export default function AccountAreaLayout() {
  const { t } = useTranslation();
  const { config, paths } = useStoreContext();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const customer = useAppSelector(selectCustomer);
  const dispatch = useAppDispatch();
  const [menuShownFor, setMenuShownFor] = useState<string | null>(null);
  const signedIn = customer?.isLoggedIn ? customer : undefined;

  const signOut = async () => {
    await dispatch(signOutThunk());
    await navigate(paths.account.logoutSuccess);
  };

  return (
    <AccountSideMenu
      hrefs={{
        orders: paths.account.orderHistory,
        details: paths.account.information,
        subscriptions: paths.account.newsletter,
        catalogue: paths.account.catalogueRequest,
        ...(config.features.personalAccount
          ? { personalAccount: paths.account.personalAccount }
          : {}),
      }}
      current={accountPage(pathname)?.menu}
      showPersonalAccount={config.features.personalAccount}
      showCatalogueRequest={signedIn?.overseas !== '1'}
      onSignOut={() => void signOut()}
      // Phones: choosing an entry opens its page (the page the menu was opened from included, whose
      // address does not change); 'Back to menu' shows the menu for this page.
      onItemClick={() => {
        setMenuShownFor(null);
      }}
      contentOpen={menuShownFor !== pathname}
      onBackToMenu={() => {
        setMenuShownFor(pathname);
      }}
      greeting={
        signedIn && t('ACCOUNT_GREETING', { name: `${signedIn.firstName} ${signedIn.lastName}` })
      }
    >
      <Outlet />
    </AccountSideMenu>
  );
}
