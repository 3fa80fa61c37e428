import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../core/ui-context.js';
import styles from './account-side-menu.module.css';
import { ChevronLeftIcon, ChevronRightIcon, SignOutIcon } from '../icons/icons.js';

export type AccountMenuItemId =
  'orders' | 'details' | 'personalAccount' | 'subscriptions' | 'catalogue';

/** Where each entry leads (the app's routes, spec §2.1 customer area). */
export interface AccountMenuHrefs {
  orders: string;
  details: string;
  /** UK only: the personal-account payment page. */
  personalAccount?: string | undefined;
  subscriptions: string;
  catalogue: string;
}

export interface AccountSideMenuProps {
  hrefs: AccountMenuHrefs;
  /** The entry of the page being shown (aria-current="page"). */
  current?: AccountMenuItemId | undefined;
  /** UK stores: show 'Pay my personal account' (needs `hrefs.personalAccount`). */
  showPersonalAccount?: boolean | undefined;
  /** False hides 'Request a catalogue' (true by default). */
  showCatalogueRequest?: boolean | undefined;
  onSignOut: () => void;
  /** An entry was chosen (e.g. to set `contentOpen` on phones before the route changes). */
  onItemClick?: ((id: AccountMenuItemId) => void) | undefined;
  /**
   * Phones (under 768 px): true shows the page content under a 'Back to menu' link, false shows
   * the menu alone. Wider screens always show both side by side. True by default.
   */
  contentOpen?: boolean | undefined;
  /** The 'Back to menu' link was used: the parent sets `contentOpen` to false. */
  onBackToMenu?: (() => void) | undefined;
  /** Makes 'Back to menu' a link to this address (a button otherwise). */
  backToMenuHref?: string | undefined;
  /** A line above the menu, e.g. the customer's name (content). */
  greeting?: ReactNode;
  /** The account page's content. */
  children?: ReactNode;
  className?: string | undefined;
}

const LABELS = {
  orders: 'LABEL_ACCOUNT_MENU_ORDERS',
  details: 'LABEL_ACCOUNT_MENU_DETAILS',
  personalAccount: 'LABEL_ACCOUNT_MENU_PERSONAL_ACCOUNT',
  subscriptions: 'LABEL_ACCOUNT_MENU_SUBSCRIPTIONS',
  catalogue: 'LABEL_ACCOUNT_MENU_CATALOGUE',
} as const;

/**
 * The customer area's layout (spec §2.1): the side menu (order history, personal information, pay
 * personal account in the UK, marketing subscriptions, catalogue request, sign out) beside the
 * page. On phones the menu collapses behind a 'Back to menu' link above the page.
 */
export function AccountSideMenu({
  hrefs,
  current,
  showPersonalAccount = false,
  showCatalogueRequest = true,
  onSignOut,
  onItemClick,
  contentOpen = true,
  onBackToMenu,
  backToMenuHref,
  greeting,
  children,
  className,
}: AccountSideMenuProps) {
  const { t } = useTranslation();
  const { Link } = useUi();
  const menuRef = useRef<HTMLElement>(null);
  const wasOpen = useRef(contentOpen);

  useEffect(() => {
    // Back to the menu: the link that was pressed is gone, so focus goes to the current entry.
    if (wasOpen.current && !contentOpen) {
      const menu = menuRef.current;
      const target =
        menu?.querySelector<HTMLElement>('[aria-current="page"]') ??
        menu?.querySelector<HTMLElement>('a, button');
      target?.focus();
    }
    wasOpen.current = contentOpen;
  }, [contentOpen]);

  const entries: { id: AccountMenuItemId; href: string }[] = [
    { id: 'orders', href: hrefs.orders },
    { id: 'details', href: hrefs.details },
    ...(showPersonalAccount && hrefs.personalAccount !== undefined
      ? [{ id: 'personalAccount' as const, href: hrefs.personalAccount }]
      : []),
    { id: 'subscriptions', href: hrefs.subscriptions },
    ...(showCatalogueRequest ? [{ id: 'catalogue' as const, href: hrefs.catalogue }] : []),
  ];

  const backLabel = (
    <>
      <ChevronLeftIcon size={18} />
      {t('LABEL_BACK_TO_MENU')}
    </>
  );

  return (
    <div
      className={clsx(styles.layout, contentOpen ? styles.contentOpen : styles.menuOpen, className)}
    >
      <nav ref={menuRef} aria-label={t('LABEL_ACCOUNT_MENU')} className={styles.menu}>
        {greeting !== undefined && <p className={styles.greeting}>{greeting}</p>}
        <ul className={styles.list}>
          {entries.map(({ id, href }) => (
            <li key={id}>
              <Link
                href={href}
                className={styles.item}
                aria-current={id === current ? 'page' : undefined}
                onClick={() => onItemClick?.(id)}
              >
                <span className={styles.label}>{t(LABELS[id])}</span>
                <ChevronRightIcon className={styles.chevron} size={18} />
              </Link>
            </li>
          ))}
          <li className={styles.signOutEntry}>
            <button type="button" className={clsx(styles.item, styles.signOut)} onClick={onSignOut}>
              <span className={styles.label}>{t('LABEL_ACCOUNT_MENU_SIGN_OUT')}</span>
              <SignOutIcon className={styles.signOutIcon} size={18} />
            </button>
          </li>
        </ul>
      </nav>
      <div className={styles.content}>
        {contentOpen &&
          (backToMenuHref !== undefined ? (
            <Link href={backToMenuHref} className={styles.back} onClick={() => onBackToMenu?.()}>
              {backLabel}
            </Link>
          ) : (
            <button type="button" className={styles.back} onClick={() => onBackToMenu?.()}>
              {backLabel}
            </button>
          ))}
        {children}
      </div>
    </div>
  );
}
