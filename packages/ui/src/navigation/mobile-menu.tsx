import { clsx } from 'clsx';
import { useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../carousel/carousel.js';
import { BannerImage } from '../core/banner-image.js';
import { useUi } from '../core/ui-context.js';
import type { HeaderLinkClick } from '../header/header-link.js';
import {
  AccountIcon,
  BasketIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  HelpIcon,
  QuickOrderIcon,
} from '../icons/icons.js';
import { Skeleton } from '../structure/skeleton.js';
import { useDialog } from '../structure/use-dialog.js';
import utilities from '../styles/utilities.module.css';
import { hasMobileEntry, hasMobileLevel, isMenuLink, menuItemClasses } from './menu-model.js';
import type { MenuBanner, MenuItem } from './menu-types.js';
import styles from './mobile-menu.module.css';

/** Interval of the drawer's banner carousel, in milliseconds (spec §9). */
export const MOBILE_MENU_CAROUSEL_INTERVAL = 3000;

/** The basket badge shows at most this number, then '99+'. */
const BADGE_MAX = 99;

export interface MobileMenuProps {
  /** Whether the drawer is shown. The app sets it to false on every route change. */
  open: boolean;
  /** The close button, Escape or a click on the backdrop asks the app to close the drawer. */
  onClose: () => void;
  /** Top-level entries of the menu (the response's `hierarchy`). */
  items: readonly MenuItem[];
  /** Merchandising banners, shown in a carousel under the root level. */
  banners?: readonly MenuBanner[] | undefined;
  /** The response's `mobFooterBanner`, at the bottom of the drawer. */
  footerBanner?: MenuBanner | undefined;
  /** The quick (direct) order page. */
  quickOrderHref: string;
  /** Order history when the customer is logged in, otherwise the login page. */
  accountHref: string;
  /** The help page. */
  helpHref: string;
  /** The basket page. */
  basketHref: string;
  /** Products in the basket; the badge shows when above 0. */
  basketCount?: number | undefined;
  /** Called when a menu link is followed (analytics 'menu click'). */
  onNavigate?: ((item: MenuItem) => void) | undefined;
  /** Called when a banner is followed. */
  onBannerClick?: ((banner: MenuBanner) => void) | undefined;
  /** Called when the quick-order link or a toolbar link is followed (analytics header clicks). */
  onLinkClick?: HeaderLinkClick | undefined;
  /** The menu is being fetched: placeholder rows stand in for the entries. */
  loading?: boolean | undefined;
  /** The drawer's id, for the burger button's `aria-controls`. */
  id?: string | undefined;
  className?: string | undefined;
}

/** How many placeholder rows stand in for the entries while the menu loads. */
const PLACEHOLDER_ROWS = 6;

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

type PendingFocus = { kind: 'heading' } | { kind: 'item'; id: string } | null;

/**
 * The mobile menu: a modal drawer (native `<dialog>` opened with `showModal()`, so the page
 * behind is inert) holding a drill-down menu. Tapping an item with children pushes its level
 * (items flagged `menuMobNoLayer` are plain links), the back button pops it; the level's heading
 * takes the focus so screen readers announce it, and going back focuses the item that opened
 * the level. Under the root level: the merchandising banners in a carousel (autoplay every
 * 3000 ms, looping), the quick-order link and the footer banner; at the bottom, a toolbar with
 * account, help and basket (with its count).
 *
 * The drawer is controlled, its dialog handled as the kit's Modal's (useDialog): the opener lives
 * outside (the header's menu button) and sets `open`; Escape, the close button and a click on the
 * backdrop call `onClose`, and focus goes back to the element that had it when the drawer opened,
 * unless the page has moved it meanwhile (a new page's heading). Following a link does not close
 * the drawer by itself: the app closes it on every route change (spec §2.2) by setting `open` to
 * false.
 */
export function MobileMenu({
  open,
  onClose,
  items,
  banners = [],
  footerBanner,
  quickOrderHref,
  accountHref,
  helpHref,
  basketHref,
  basketCount = 0,
  onNavigate,
  onBannerClick,
  onLinkClick,
  loading = false,
  id,
  className,
}: MobileMenuProps) {
  const { t } = useTranslation();
  const { Link } = useUi();
  const menuLoading = loading && items.length === 0;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialog = useDialog(dialogRef, { open, onClose, initialFocus: closeRef });
  const pendingFocus = useRef<PendingFocus>(null);
  const [stack, setStack] = useState<readonly MenuItem[]>([]);
  const [direction, setDirection] = useState<'forward' | 'back'>('forward');
  // Every opening starts at the root level.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setStack([]);
  }

  // After a push the new level's heading takes the focus, after a pop the item that opened it.
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    pendingFocus.current = null;
    if (!pending) return;
    if (pending.kind === 'heading') {
      headingRef.current?.focus();
      return;
    }
    const rows = dialogRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? [];
    [...rows].find((row) => row.dataset.menuItem === pending.id)?.focus();
  }, [stack]);

  const level = stack.at(-1);
  const levelItems = (level ? (level.children ?? []) : items).filter(hasMobileEntry);
  const count = Math.max(0, Math.floor(basketCount));

  const push = (item: MenuItem) => {
    pendingFocus.current = { kind: 'heading' };
    setDirection('forward');
    setStack([...stack, item]);
  };

  const pop = () => {
    if (!level) return;
    pendingFocus.current = { kind: 'item', id: level.id };
    setDirection('back');
    setStack(stack.slice(0, -1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') {
      dialog.onKeyDown(event);
      return;
    }
    // Keep Tab inside the drawer (the page behind is inert, but the browser's UI is not).
    const nodes = tabbables(event.currentTarget);
    const first = nodes[0];
    const last = nodes.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const followBanner = (banner: MenuBanner) => {
    onBannerClick?.(banner);
  };

  const parent = stack.at(-2);
  // At the root the heading sits in the top bar; in a level, in large type under it.
  const heading = (
    <h2 ref={headingRef} tabIndex={-1} className={level ? styles.levelTitle : styles.title}>
      {level ? level.label : t('LABEL_MENU_DRAWER_TITLE')}
    </h2>
  );

  return (
    <dialog
      ref={dialogRef}
      {...dialog}
      id={id}
      className={clsx(styles.drawer, className)}
      aria-modal="true"
      aria-label={t('LABEL_MENU_DRAWER_TITLE')}
      onKeyDown={onKeyDown}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          {level ? (
            <button
              type="button"
              className={styles.back}
              aria-label={
                parent ? t('LABEL_MENU_BACK_TO', { label: parent.label }) : t('LABEL_MENU_BACK')
              }
              onClick={pop}
            >
              <ChevronLeftIcon className={styles.icon} />
              <span>{t('LABEL_MENU_BACK')}</span>
            </button>
          ) : (
            heading
          )}
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={t('LABEL_CLOSE')}
            onClick={onClose}
          >
            <CloseIcon className={styles.icon} />
          </button>
        </div>
        {level && heading}

        <div className={styles.body}>
          <nav aria-label={t('LABEL_MENU_MAIN')} aria-busy={menuLoading || undefined}>
            {menuLoading && (
              <div className={styles.placeholders}>
                <span className={utilities.visuallyHidden} role="status">
                  {t('LABEL_LOADING')}
                </span>
                {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
                  <Skeleton
                    key={index}
                    variant="text"
                    width={`${String(40 + (index % 3) * 15)}%`}
                  />
                ))}
              </div>
            )}
            <ul
              key={level?.id ?? 'root'}
              className={clsx(styles.list, level ? styles.subLevel : styles.rootLevel)}
              data-direction={direction}
            >
              {level && isMenuLink(level) && (
                <li>
                  <Link
                    href={level.url}
                    className={clsx(styles.row, styles.seeAll)}
                    onClick={() => onNavigate?.(level)}
                  >
                    {t('LABEL_MENU_SEE_ALL')}
                    <span className={utilities.visuallyHidden}> – {level.label}</span>
                  </Link>
                </li>
              )}
              {levelItems.map((item) => {
                const classes = menuItemClasses(item.metadata?.cssClass, styles);
                return (
                  <li key={item.id}>
                    {hasMobileLevel(item) ? (
                      <button
                        type="button"
                        className={clsx(styles.row, classes)}
                        data-menu-item={item.id}
                        onClick={() => {
                          push(item);
                        }}
                      >
                        <span className={styles.label}>{item.label}</span>
                        <ChevronRightIcon className={styles.chevron} />
                      </button>
                    ) : (
                      <Link
                        href={item.url}
                        className={clsx(styles.row, classes)}
                        data-menu-item={item.id}
                        onClick={() => onNavigate?.(item)}
                      >
                        <span className={styles.label}>{item.label}</span>
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>

          {!level && (
            <>
              {banners.length > 0 && (
                <div className={styles.banners}>
                  <Carousel
                    label={t('LABEL_MENU_HIGHLIGHTS')}
                    perPage={1}
                    autoplay
                    interval={MOBILE_MENU_CAROUSEL_INTERVAL}
                    loop
                  >
                    {banners.map((banner) => (
                      <BannerImage
                        key={`${banner.image}-${banner.alt}`}
                        banner={banner}
                        onClick={followBanner}
                      />
                    ))}
                  </Carousel>
                </div>
              )}
              <Link
                href={quickOrderHref}
                className={styles.quickOrder}
                onClick={() => onLinkClick?.('quick_order', quickOrderHref)}
              >
                <QuickOrderIcon className={styles.icon} />
                {t('LABEL_QUICK_ORDER')}
              </Link>
              {footerBanner && (
                <BannerImage
                  banner={footerBanner}
                  className={styles.footerBanner}
                  onClick={followBanner}
                />
              )}
            </>
          )}
        </div>

        <nav aria-label={t('LABEL_MENU_SHORTCUTS')} className={styles.toolbar}>
          <ul className={styles.tools}>
            <li>
              <Link
                href={accountHref}
                className={styles.tool}
                onClick={() => onLinkClick?.('account', accountHref)}
              >
                <AccountIcon className={styles.icon} />
                <span>{t('LABEL_MYACCOUNT_TITLE')}</span>
              </Link>
            </li>
            <li>
              <Link
                href={helpHref}
                className={styles.tool}
                onClick={() => onLinkClick?.('help', helpHref)}
              >
                <HelpIcon className={styles.icon} />
                <span>{t('LABEL_TAB_HELP')}</span>
              </Link>
            </li>
            <li>
              <Link
                href={basketHref}
                className={styles.tool}
                onClick={() => onLinkClick?.('basket', basketHref)}
              >
                <span className={styles.iconWrap}>
                  <BasketIcon className={styles.icon} />
                  {count > 0 && (
                    <span className={styles.badge} aria-hidden="true">
                      {count > BADGE_MAX ? `${String(BADGE_MAX)}+` : count}
                    </span>
                  )}
                </span>
                {count > 0 ? (
                  <>
                    <span aria-hidden="true">{t('LABEL_BASKET')}</span>
                    <span className={utilities.visuallyHidden}>
                      {t('LABEL_BASKET_WITH_COUNT', { count })}
                    </span>
                  </>
                ) : (
                  <span>{t('LABEL_BASKET')}</span>
                )}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
