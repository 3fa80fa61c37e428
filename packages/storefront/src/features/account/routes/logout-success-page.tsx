import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useStoreContext } from '../../../app/store-context.js';
import { PageMeta } from '../../../shared/page-meta.js';
import styles from './account-layout.module.css';

/** Seconds before the sign-out page goes home (spec 2.1: "a countdown in seconds"). */
const LOGOUT_COUNTDOWN_SECONDS = 5;

/** After signing out: the countdown, then the home page (spec 4). */
export default function LogoutSuccessPage() {
  const { t } = useTranslation();
  const { paths } = useStoreContext();
  const navigate = useNavigate();
  const [left, setLeft] = useState(LOGOUT_COUNTDOWN_SECONDS);

  useEffect(() => {
    if (left <= 0) {
      void navigate(paths.home, { replace: true });
      return;
    }
    const timer = setTimeout(() => {
      setLeft((seconds) => seconds - 1);
    }, 1000);
    return () => {
      clearTimeout(timer);
    };
  }, [left, navigate, paths.home]);

  return (
    <>
      <PageMeta title={t('ACCOUNT_PAGE_LOGOUT_SUCCESS')} noIndex />
      <h1 className={styles.heading}>{t('ACCOUNT_LOGOUT_SUCCESS_TITLE')}</h1>
      <p role="status">{t('ACCOUNT_LOGOUT_SUCCESS_COUNTDOWN', { count: left })}</p>
      <p>
        <Link to={paths.home} replace>
          {t('ACCOUNT_LOGOUT_SUCCESS_HOME')}
        </Link>
      </p>
    </>
  );
}
