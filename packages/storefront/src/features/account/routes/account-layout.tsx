import { Breadcrumbs } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useStoreContext } from '../../../app/store-context.js';
import { accountPage } from '../account-pages.js';
import styles from './account-layout.module.css';

/** Every /customer/account page: breadcrumbs (Home › My account › page, spec 2.1), then the page. */
export default function AccountLayout() {
  const { t } = useTranslation();
  const { paths } = useStoreContext();
  const { pathname } = useLocation();
  const page = accountPage(pathname);
  const items = [
    ...(page?.menu ? [{ label: t('ACCOUNT_TITLE'), href: paths.account.orderHistory }] : []),
    ...(page ? [{ label: t(page.titleKey), href: pathname }] : []),
  ];
  return (
    <div className={styles.layout}>
      <Breadcrumbs items={items} />
      <Outlet />
    </div>
  );
}
