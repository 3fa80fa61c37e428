import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../core/ui-context.js';
import { AccountIcon, BasketIcon, HelpIcon, QuickOrderIcon } from '../icons/icons.js';
import utilities from '../styles/utilities.module.css';
import type { HeaderLinkClick } from './header-link.js';
import styles from './header-links.module.css';

/** The badge shows at most this number, then '99+'. */
const BASKET_BADGE_MAX = 99;

/** The links' labels: read below 992 px, shown under the icons from there. */
const LABEL_CLASS = clsx(utilities.visuallyHiddenUntilLarge, styles.label);

export interface HeaderLinksProps {
  /** The quick (direct) order page. */
  quickOrderHref: string;
  /** The help page. */
  helpHref: string;
  /** Order history when the customer is logged in, otherwise the login page (spec §2.2). */
  accountHref: string;
  /** The basket (cart) page. */
  basketHref: string;
  /** Products in the basket; the badge shows when above 0. */
  basketCount?: number | undefined;
  /** Shown next to the account link, e.g. the logged-in customer's `AccountDropdown`. */
  accountMenu?: ReactNode | undefined;
  /** Called when a link is followed (analytics header clicks). */
  onLinkClick?: HeaderLinkClick | undefined;
  className?: string | undefined;
}

/**
 * The header's right-hand links: quick order, help, my account and the basket with its count.
 * Icons only on phones and tablets (the names stay for assistive technologies), labels from 992 px.
 */
export function HeaderLinks({
  quickOrderHref,
  helpHref,
  accountHref,
  basketHref,
  basketCount = 0,
  accountMenu,
  onLinkClick,
  className,
}: HeaderLinksProps) {
  const { t } = useTranslation();
  const { Link } = useUi();
  const count = Math.max(0, Math.floor(basketCount));
  return (
    <ul className={clsx(styles.links, className)}>
      <li className={styles.secondary}>
        <Link
          href={quickOrderHref}
          className={styles.link}
          onClick={() => onLinkClick?.('quick_order', quickOrderHref)}
        >
          <QuickOrderIcon className={styles.icon} />
          <span className={LABEL_CLASS}>{t('LABEL_QUICK_ORDER')}</span>
        </Link>
      </li>
      <li className={styles.secondary}>
        <Link
          href={helpHref}
          className={styles.link}
          onClick={() => onLinkClick?.('help', helpHref)}
        >
          <HelpIcon className={styles.icon} />
          <span className={LABEL_CLASS}>{t('LABEL_TAB_HELP')}</span>
        </Link>
      </li>
      <li className={styles.account}>
        <Link
          href={accountHref}
          className={styles.link}
          onClick={() => onLinkClick?.('account', accountHref)}
        >
          <AccountIcon className={styles.icon} />
          <span className={LABEL_CLASS}>{t('LABEL_MYACCOUNT_TITLE')}</span>
        </Link>
        {accountMenu}
      </li>
      <li>
        <Link
          href={basketHref}
          className={styles.link}
          onClick={() => onLinkClick?.('basket', basketHref)}
        >
          <span className={styles.iconWrap}>
            <BasketIcon className={styles.icon} />
            {count > 0 && (
              <span className={styles.badge} aria-hidden="true" data-testid="basket-badge">
                {count > BASKET_BADGE_MAX ? `${String(BASKET_BADGE_MAX)}+` : count}
              </span>
            )}
          </span>
          {count > 0 ? (
            <>
              <span className={LABEL_CLASS} aria-hidden="true">
                {t('LABEL_BASKET')}
              </span>
              <span className={utilities.visuallyHidden}>
                {t('LABEL_BASKET_WITH_COUNT', { count })}
              </span>
            </>
          ) : (
            <span className={LABEL_CLASS}>{t('LABEL_BASKET')}</span>
          )}
        </Link>
      </li>
    </ul>
  );
}
