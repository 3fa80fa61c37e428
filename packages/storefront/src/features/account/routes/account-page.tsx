import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ComingSoon } from '../../../shared/coming-soon.js';
import { accountPage } from '../account-pages.js';

/** The account pages' content arrives with the customer-area issue: named, and said so. */
export default function AccountPage() {
  const { t } = useTranslation();
  const page = accountPage(useLocation().pathname);
  return <ComingSoon title={page ? t(page.titleKey) : undefined} />;
}
