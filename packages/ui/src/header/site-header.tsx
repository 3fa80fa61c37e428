import { clsx } from 'clsx';
import { useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, MouseEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BurgerIcon } from '../icons/icons.js';
import controls from '../styles/controls.module.css';
import utilities from '../styles/utilities.module.css';
import { AccountDropdown } from './account-dropdown.js';
import type { Civility } from './customer-name.js';
import type { HeaderLinkClick } from './header-link.js';
import { HeaderLinks } from './header-links.js';
import { Logo } from './logo.js';
import styles from './site-header.module.css';

/** The logged-in customer, as the header shows them. */
export interface HeaderCustomer {
  civility?: Civility | undefined;
  lastName: string;
}

export interface SiteHeaderProps {
  /**
   * The top banner, usually `<TopBanner html={zone 0} />`. A slot rather than the HTML, so the app
   * can load the banner (and its sanitiser) with its content instead of with the header.
   */
  banner?: ReactNode;
  /** On the home page the logo is the page heading (and a disabled link). */
  isHome?: boolean | undefined;
  homeHref?: string | undefined;
  /** Called on a click of the logo link; the app reloads the home page (spec §2.2). */
  onLogoClick?: MouseEventHandler<HTMLAnchorElement> | undefined;
  /** The search bar (autocomplete), beside the logo on desktop and on its own row below. */
  search?: ReactNode | undefined;
  /**
   * The desktop mega menu, on its own row under the header. Hidden below 992 px, where the burger
   * button opens the drawer (the app renders the drawer outside the header).
   */
  menu?: ReactNode | undefined;
  /** Opens the mobile menu drawer; the burger button shows below 992 px when given. */
  onOpenMenu?: (() => void) | undefined;
  /** Whether the drawer is open (the burger's `aria-expanded`). */
  menuOpen?: boolean | undefined;
  /** The id of the drawer the burger opens (its `aria-controls`). */
  menuId?: string | undefined;
  quickOrderHref: string;
  helpHref: string;
  /** Order history when logged in, otherwise login. */
  accountHref: string;
  basketHref: string;
  /** Products in the basket; the badge shows when above 0. */
  basketCount?: number | undefined;
  /** The logged-in customer; without one the shopper is a visitor and no dropdown shows. */
  customer?: HeaderCustomer | undefined;
  personalInformationHref: string;
  ordersHref: string;
  onSignOut: () => void;
  /** Called when any of its links is followed, the logo included (analytics header clicks). */
  onLinkClick?: HeaderLinkClick | undefined;
  /**
   * Fixed at the top of the window in a compact style with a shadow. The app decides with
   * `isHeaderSticky` (spec §2.2, §9); the header keeps its full height in the page, so nothing
   * below it moves.
   */
  sticky?: boolean | undefined;
  className?: string | undefined;
}

/** The site header (spec §2.2): top banner, burger, logo, search, right-hand links and menu. */
export function SiteHeader({
  banner,
  isHome = false,
  homeHref = '/',
  onLogoClick,
  search,
  menu,
  onOpenMenu,
  menuOpen = false,
  menuId,
  quickOrderHref,
  helpHref,
  accountHref,
  basketHref,
  basketCount = 0,
  customer,
  personalInformationHref,
  ordersHref,
  onSignOut,
  onLinkClick,
  sticky = false,
  className,
}: SiteHeaderProps) {
  const { t } = useTranslation();
  const barRef = useRef<HTMLDivElement>(null);
  // The height of the header in the page flow, kept while the bar is fixed (no layout shift).
  const [reserved, setReserved] = useState<number>();

  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const measure = () => {
      // While sticky the bar is compact: keep the full height measured before it stuck.
      const height = bar.getBoundingClientRect().height;
      setReserved((previous) => (!sticky || previous === undefined ? height : previous));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => {
      observer.disconnect();
    };
  }, [sticky]);

  const style: CSSProperties | undefined =
    sticky && reserved !== undefined ? { minHeight: `${String(reserved)}px` } : undefined;

  return (
    <header
      className={clsx(styles.header, className)}
      style={style}
      data-sticky={sticky ? '' : undefined}
    >
      <div ref={barRef} className={clsx(styles.bar, sticky && styles.sticky)}>
        {banner !== undefined && <div className={styles.banner}>{banner}</div>}
        <div className={styles.row}>
          {onOpenMenu && (
            <button
              type="button"
              className={clsx(controls.iconButton, styles.burger)}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={onOpenMenu}
            >
              <BurgerIcon />
              <span className={utilities.visuallyHidden}>{t('LABEL_HEADER_MENU')}</span>
            </button>
          )}
          <Logo
            homeHref={homeHref}
            isHome={isHome}
            onClick={(event) => {
              onLinkClick?.('logo', homeHref);
              onLogoClick?.(event);
            }}
            className={styles.logo}
          />
          {search !== undefined && <div className={styles.search}>{search}</div>}
          <HeaderLinks
            className={styles.links}
            quickOrderHref={quickOrderHref}
            helpHref={helpHref}
            accountHref={accountHref}
            basketHref={basketHref}
            basketCount={basketCount}
            onLinkClick={onLinkClick}
            accountMenu={
              customer && (
                <AccountDropdown
                  civility={customer.civility}
                  lastName={customer.lastName}
                  personalInformationHref={personalInformationHref}
                  ordersHref={ordersHref}
                  onSignOut={onSignOut}
                  onLinkClick={onLinkClick}
                />
              )
            }
          />
        </div>
        {menu !== undefined && <div className={styles.menu}>{menu}</div>}
      </div>
    </header>
  );
}
