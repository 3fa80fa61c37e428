import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../core/ui-context.js';
import actions from '../structure/actions.module.css';
import styles from './consent.module.css';

export interface ConsentBannerProps {
  onAcceptAll: () => void;
  onRefuseAll: () => void;
  /** Opens the preferences dialog (ConsentPreferences), to choose purpose by purpose. */
  onCustomise: () => void;
  /** The cookie and privacy policy page. */
  policyHref: string;
  className?: string | undefined;
}

/**
 * The cookie consent banner of a first visit: a labelled region fixed at the bottom of the
 * viewport (the page does not move under it), not modal. Accepting and refusing are the same kind
 * of button, side by side, one click each (CNIL and ICO guidance); choosing by purpose is beside
 * them. Place it early in the page so the keyboard reaches it first.
 */
export function ConsentBanner({
  onAcceptAll,
  onRefuseAll,
  onCustomise,
  policyHref,
  className,
}: ConsentBannerProps) {
  const { t } = useTranslation();
  const { Link } = useUi();
  const titleId = useId();
  return (
    <section className={clsx(styles.banner, className)} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {t('LABEL_CONSENT_TITLE')}
        </h2>
        <p className={styles.text}>
          {t('LABEL_CONSENT_TEXT')}{' '}
          <Link href={policyHref} className={styles.policy}>
            {t('LABEL_CONSENT_POLICY')}
          </Link>
        </p>
        <div className={styles.actions}>
          <button type="button" className={actions.secondary} onClick={onCustomise}>
            {t('LABEL_CONSENT_CUSTOMISE')}
          </button>
          <button type="button" className={actions.primary} onClick={onRefuseAll}>
            {t('LABEL_CONSENT_REFUSE_ALL')}
          </button>
          <button type="button" className={actions.primary} onClick={onAcceptAll}>
            {t('LABEL_CONSENT_ACCEPT_ALL')}
          </button>
        </div>
      </div>
    </section>
  );
}
