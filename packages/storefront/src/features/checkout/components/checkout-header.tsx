import { Logo } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreContext } from '../../../app/store-context.js';
import { openConsentPreferences } from '../../../shared/consent/consent-state.js';
import styles from './checkout-frame.module.css';

/** The checkout steps' own header (spec 2.1: checkout has its own layout): logo, reassurance, help. */
export function CheckoutHeader() {
  const { t } = useTranslation();
  const { paths } = useStoreContext();
  return (
    <header className={styles.header}>
      <Logo homeHref={paths.home} />
      <p className={styles.secure}>{t('CHECKOUT_SECURE')}</p>
      <Link className={styles.help} to={paths.help}>
        {t('CHECKOUT_HELP')}
      </Link>
    </header>
  );
}

/** The checkout steps' footer: a reassurance line. */
export function CheckoutFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <p>{t('CHECKOUT_LEGAL')}</p>
      <button type="button" className={styles.cookieSettings} onClick={openConsentPreferences}>
        {t('LABEL_CONSENT_SETTINGS')}
      </button>
    </footer>
  );
}
