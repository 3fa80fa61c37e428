import { clsx } from 'clsx';
import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type {
  FocusEvent,
  KeyboardEvent,
  MouseEvent,
  PointerEvent as ReactPointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { BannerImage } from '../core/banner-image.js';
import { useUi } from '../core/ui-context.js';
import { createHoverIntent, tapOpensLayer } from './hover-intent.js';
import { ChevronDownIcon } from '../icons/icons.js';
import { Skeleton } from '../structure/skeleton.js';
import utilities from '../styles/utilities.module.css';
import { hasDesktopLayer, isMenuLink, layerColumns, menuItemClasses } from './menu-model.js';
import type { MenuBanner, MenuItem } from './menu-types.js';
import styles from './mega-menu.module.css';

export interface MegaMenuProps {
  /** Top-level entries of the menu (the response's `hierarchy`). */
  items: readonly MenuItem[];
  /** Shown at the bottom of every layer (the response's `serviceBanner`). */
  serviceBanner?: MenuBanner | undefined;
  /** Called when a menu link is followed, before the router handles it (analytics 'menu click'). */
  onNavigate?: ((item: MenuItem) => void) | undefined;
  /** Called when a banner of a layer is followed. */
  onBannerClick?: ((banner: MenuBanner) => void) | undefined;
  /** The menu is being fetched: placeholders hold the bar's height so nothing shifts. */
  loading?: boolean | undefined;
  className?: string | undefined;
}

/** How many placeholder entries stand in for the menu while it loads. */
const PLACEHOLDER_ENTRIES = 7;

const FOCUSABLE = 'a[href], button:not([disabled])';

function entryElements(nav: HTMLElement | null): HTMLElement[] {
  return nav ? [...nav.querySelectorAll<HTMLElement>('[data-menu-entry]')] : [];
}

function entryElement(nav: HTMLElement | null, id: string): HTMLElement | undefined {
  return entryElements(nav).find((element) => element.dataset.menuEntry === id);
}

function focusables(root: Element | null | undefined): HTMLElement[] {
  return root ? [...root.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
}

/**
 * The desktop main menu (from 992 px; nothing is shown below). Each top-level entry opens a layer
 * of up to 5 columns, its children grouped by `metadata.menuColumn`, with banners from column 3
 * and the service banner at the bottom.
 *
 * - Mouse: a layer opens after a 300 ms hover, later ones at once while the pointer stays in the
 *   menu; leaving the menu, a click away or following a link closes it (see `hover-intent.ts`).
 * - Touch: the first tap on an entry with a layer opens it, the second follows its link.
 * - Keyboard (WAI-ARIA APG disclosure navigation menu): each entry with a layer has a disclosure
 *   button (`aria-expanded`, `aria-controls`) next to its link; Enter or Space toggles it, Tab
 *   moves through the layer's links, Escape closes it and focuses the button, Left and Right
 *   arrows (Home, End) move between entries, Down enters an open layer and Up and Down move
 *   through its links.
 * - Flags: `menuNoClick` draws the label as text (a button when it has a layer), `menuNoLayer`
 *   opens no layer, `cssClass` is kept and known classes ('is-sale', …) get the kit's look;
 *   `menuMobNoLayer` is for the mobile drawer only.
 */
export function MegaMenu({
  items,
  serviceBanner,
  onNavigate,
  onBannerClick,
  loading = false,
  className,
}: MegaMenuProps) {
  const { t } = useTranslation();
  const { Link, clock } = useUi();
  // The clock of the `UiProvider` the menu mounted under.
  const [intent] = useState(() => createHoverIntent({ clock }));
  const { openId } = useSyncExternalStore(intent.subscribe, intent.getState, intent.getState);
  const navRef = useRef<HTMLElement>(null);
  const lastPointerType = useRef('');
  const focusLayerOf = useRef<string | null>(null);
  const baseId = useId();

  useEffect(
    () => () => {
      intent.dispose();
    },
    [intent],
  );

  // Hover intent. Native enter and leave events (listened to in the capture phase, as they do not
  // bubble) rather than React's, which are derived from pointerover/pointerout. The loading bar has
  // no entries: listening starts when they arrive.
  const hasEntries = items.length > 0;
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || !(event.target instanceof HTMLElement)) return;
      const id = event.target.dataset.menuEntry;
      if (id !== undefined) intent.pointerEnter(id, event.target.dataset.menuHasLayer === 'true');
    };
    const onLeave = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      if (event.target === nav) {
        intent.pointerLeaveMenu();
        return;
      }
      if (!(event.target instanceof HTMLElement)) return;
      const id = event.target.dataset.menuEntry;
      if (id !== undefined) intent.pointerLeaveEntry(id);
    };
    nav.addEventListener('pointerenter', onEnter, true);
    nav.addEventListener('pointerleave', onLeave, true);
    return () => {
      nav.removeEventListener('pointerenter', onEnter, true);
      nav.removeEventListener('pointerleave', onLeave, true);
    };
  }, [intent, hasEntries]);

  // While a layer is open: a click away or Escape anywhere closes it.
  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && navRef.current?.contains(event.target)) return;
      intent.close();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const entry = entryElement(navRef.current, openId);
      const hadFocus = entry?.contains(document.activeElement) ?? false;
      intent.close();
      if (hadFocus) entry?.querySelector<HTMLElement>('[aria-expanded]')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openId, intent]);

  // Down Arrow on a disclosure button opens its layer, then focus goes to the layer's first link.
  useLayoutEffect(() => {
    const id = focusLayerOf.current;
    if (id === null || id !== openId) return;
    focusLayerOf.current = null;
    focusables(entryElement(navRef.current, id)?.querySelector('[data-menu-layer]'))[0]?.focus();
  }, [openId]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!(event.target instanceof HTMLElement)) return;
    const target = event.target;
    const entry = target.closest<HTMLElement>('[data-menu-entry]');
    const id = entry?.dataset.menuEntry;
    if (!entry || id === undefined) return;
    const layer = target.closest('[data-menu-layer]');
    const entries = entryElements(navRef.current);
    const index = entries.indexOf(entry);
    const focusEntry = (next: number) => {
      const element = entries[Math.min(entries.length - 1, Math.max(0, next))];
      element?.querySelector<HTMLElement>('[data-menu-top]')?.focus();
    };

    if (layer) {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const links = focusables(layer);
      const at = links.indexOf(target);
      const next = links[event.key === 'ArrowDown' ? at + 1 : at - 1];
      event.preventDefault();
      if (next) next.focus();
      else if (event.key === 'ArrowUp')
        entry.querySelector<HTMLElement>('[aria-expanded]')?.focus();
      return;
    }

    switch (event.key) {
      case 'ArrowRight':
        focusEntry(index + 1);
        break;
      case 'ArrowLeft':
        focusEntry(index - 1);
        break;
      case 'Home':
        focusEntry(0);
        break;
      case 'End':
        focusEntry(entries.length - 1);
        break;
      case 'ArrowDown': {
        if (!target.hasAttribute('aria-expanded')) return;
        if (openId === id) focusables(entry.querySelector('[data-menu-layer]'))[0]?.focus();
        else {
          focusLayerOf.current = id;
          intent.open(id);
        }
        break;
      }
      default:
        return;
    }
    event.preventDefault();
  };

  const follow = (item: MenuItem) => {
    onNavigate?.(item);
    intent.linkClicked();
  };

  const followBanner = (banner: MenuBanner) => {
    onBannerClick?.(banner);
    intent.linkClicked();
  };

  const itemClasses = (item: MenuItem) => menuItemClasses(item.metadata?.cssClass, styles);

  const renderLayerItem = (item: MenuItem, className: string | undefined) =>
    isMenuLink(item) ? (
      <Link
        href={item.url}
        className={clsx(className, itemClasses(item))}
        onClick={() => {
          follow(item);
        }}
      >
        {item.label}
      </Link>
    ) : (
      <span className={clsx(className, styles.noClick, itemClasses(item))}>{item.label}</span>
    );

  if (items.length === 0) {
    // Loading: a bar of placeholders the height of the real one; a menu that failed to load
    // (no entries) leaves no empty landmark behind.
    if (!loading) return null;
    return (
      <nav
        aria-label={t('LABEL_MENU_MAIN')}
        aria-busy="true"
        className={clsx(styles.megaMenu, className)}
      >
        <span className={utilities.visuallyHidden} role="status">
          {t('LABEL_LOADING')}
        </span>
        <div className={clsx(styles.bar, styles.placeholderBar)}>
          {Array.from({ length: PLACEHOLDER_ENTRIES }, (_, index) => (
            <Skeleton key={index} variant="text" width={72 + (index % 3) * 16} />
          ))}
        </div>
      </nav>
    );
  }

  return (
    <nav
      ref={navRef}
      aria-label={t('LABEL_MENU_MAIN')}
      className={clsx(styles.megaMenu, className)}
      onKeyDown={onKeyDown}
    >
      <ul className={styles.bar}>
        {items.map((item, index) => {
          const layer = hasDesktopLayer(item);
          const open = layer && openId === item.id;
          const layerId = `${baseId}-layer-${String(index)}`;
          const link = isMenuLink(item);
          const controlClass = clsx(styles.top, open && styles.topOpen, itemClasses(item));
          return (
            <li
              key={item.id}
              className={styles.entry}
              data-menu-entry={item.id}
              data-menu-has-layer={layer}
              onBlur={(event: FocusEvent<HTMLLIElement>) => {
                const next = event.relatedTarget;
                if (open && next instanceof Node && !event.currentTarget.contains(next))
                  intent.close();
              }}
            >
              {link && (
                <Link
                  href={item.url}
                  className={controlClass}
                  data-menu-top=""
                  onPointerDown={(event: ReactPointerEvent) => {
                    lastPointerType.current = event.pointerType;
                  }}
                  onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                    const pointerType = lastPointerType.current;
                    lastPointerType.current = '';
                    if (tapOpensLayer({ pointerType, hasLayer: layer, isOpen: open })) {
                      event.preventDefault();
                      intent.click(item.id);
                      return;
                    }
                    follow(item);
                  }}
                >
                  {item.label}
                </Link>
              )}
              {!link && !layer && (
                <span className={clsx(controlClass, styles.noClick)}>{item.label}</span>
              )}
              {layer && (
                <button
                  type="button"
                  className={link ? styles.disclosure : controlClass}
                  aria-expanded={open}
                  aria-controls={layerId}
                  aria-label={link ? t('LABEL_MENU_SUBMENU', { label: item.label }) : undefined}
                  data-menu-top={link ? undefined : ''}
                  onClick={() => {
                    intent.click(item.id);
                  }}
                >
                  {!link && item.label}
                  <ChevronDownIcon className={styles.chevron} />
                </button>
              )}
              {layer && (
                <div id={layerId} className={styles.layer} hidden={!open} data-menu-layer="">
                  <div className={styles.layerInner}>
                    <div className={styles.columns}>
                      {layerColumns(item).map((column) => (
                        <div key={column.column} className={styles.column}>
                          {column.groups.map((group) => (
                            <div key={group.id} className={styles.group}>
                              {renderLayerItem(group, styles.groupTitle)}
                              {(group.children?.length ?? 0) > 0 && (
                                <ul className={styles.links}>
                                  {group.children?.map((child) => (
                                    <li key={child.id}>{renderLayerItem(child, styles.link)}</li>
                                  ))}
                                </ul>
                              )}
                            </div>
                          ))}
                          {column.banners.map((banner) => (
                            <BannerImage
                              key={`${banner.image}-${banner.alt}`}
                              banner={banner}
                              className={styles.columnBanner}
                              lazy
                              onClick={followBanner}
                            />
                          ))}
                        </div>
                      ))}
                    </div>
                    {serviceBanner && (
                      <BannerImage
                        banner={serviceBanner}
                        className={styles.serviceBanner}
                        lazy
                        onClick={followBanner}
                      />
                    )}
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
