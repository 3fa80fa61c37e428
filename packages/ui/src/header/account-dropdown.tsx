import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../core/ui-context.js';
import { ChevronDownIcon } from '../icons/icons.js';
import utilities from '../styles/utilities.module.css';
import styles from './account-dropdown.module.css';
import { customerDisplayName } from './customer-name.js';
import type { HeaderLinkClick } from './header-link.js';
import type { Civility } from './customer-name.js';

export interface AccountDropdownProps {
  /** The customer's civility code; shown in its short form (Mme, M., Mlle). */
  civility?: Civility | undefined;
  /** The customer's last name. */
  lastName: string;
  /** The personal information page. */
  personalInformationHref: string;
  /** The order history page. */
  ordersHref: string;
  /** Sign the customer out; the dropdown closes. */
  onSignOut: () => void;
  /** Called when one of its links is followed (analytics header clicks). */
  onLinkClick?: HeaderLinkClick | undefined;
  /** Opened at first (stories). */
  defaultOpen?: boolean | undefined;
  className?: string | undefined;
}

/**
 * The logged-in customer's menu (spec §2.2): a disclosure button showing civility and last name
 * that opens links to personal information and orders, and a sign-out button. Escape closes it and
 * returns focus to the button; clicking elsewhere or tabbing out closes it too.
 */
export function AccountDropdown({
  civility,
  lastName,
  personalInformationHref,
  ordersHref,
  onSignOut,
  onLinkClick,
  defaultOpen = false,
  className,
}: AccountDropdownProps) {
  const { t } = useTranslation();
  const { Link } = useUi();
  const [open, setOpen] = useState(defaultOpen);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const name = customerDisplayName({ civility, lastName }, t);

  // Click-away: a press anywhere outside closes the panel without moving focus.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  // Tabbing out closes; a blur without a new focus target is left to the click-away handler.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  return (
    <div
      ref={rootRef}
      className={clsx(styles.root, className)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        <span className={utilities.visuallyHidden}>{t('LABEL_MYACCOUNT_TITLE')}, </span>
        <span className={clsx(utilities.visuallyHiddenUntilLarge, styles.name)}>{name}</span>
        <ChevronDownIcon className={clsx(styles.chevron, open && styles.chevronOpen)} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p className={styles.greeting} aria-hidden="true">
          {name}
        </p>
        <ul className={styles.list}>
          <li>
            <Link
              href={personalInformationHref}
              className={styles.item}
              onClick={() => onLinkClick?.('account_information', personalInformationHref)}
            >
              {t('LABEL_PERSONALINFORMATION_TITLE')}
            </Link>
          </li>
          <li>
            <Link
              href={ordersHref}
              className={styles.item}
              onClick={() => onLinkClick?.('account_orders', ordersHref)}
            >
              {t('LABEL_MYACCOUNT_ORDER')}
            </Link>
          </li>
          <li className={styles.separated}>
            <button
              type="button"
              className={clsx(styles.item, styles.signOut)}
              onClick={() => {
                setOpen(false);
                buttonRef.current?.focus();
                onSignOut();
              }}
            >
              {t('LABEL_MYACCOUNT_SIGNOUT')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
