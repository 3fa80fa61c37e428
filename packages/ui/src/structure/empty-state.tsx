import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../core/ui-context.js';
import actions from './actions.module.css';
import styles from './empty-state.module.css';
import { BasketIcon, InfoIcon, OrdersIcon, SearchIcon } from '../icons/icons.js';

export type EmptyStateKind = 'basket' | 'search' | 'orders' | 'generic';

/** A link (`href`) or a button (`onClick` only); the label defaults to 'Continue shopping'. */
export type EmptyStateAction =
  | { label?: string | undefined; href: string; onClick?: (() => void) | undefined }
  | { label?: string | undefined; href?: undefined; onClick: () => void };

export interface EmptyStateProps {
  /** Picks the icon and the default title and text: empty basket, no search result, no orders. */
  kind?: EmptyStateKind | undefined;
  /** Replaces the default title (needed for 'generic'). */
  title?: ReactNode;
  /** Replaces the default text. */
  text?: ReactNode;
  /** The search that found nothing, quoted in the title. */
  searchTerm?: string | undefined;
  /** Replaces the icon: an illustration (decorative: give images alt=""). */
  illustration?: ReactNode;
  action?: EmptyStateAction | undefined;
  /** Extra content under the action, e.g. search suggestions. */
  children?: ReactNode;
  headingLevel?: 1 | 2 | 3 | undefined;
  className?: string | undefined;
}

const ICONS = { basket: BasketIcon, search: SearchIcon, orders: OrdersIcon, generic: InfoIcon };

/** When there is nothing to show: an empty basket, a search without result, no orders yet. */
export function EmptyState({
  kind = 'generic',
  title,
  text,
  searchTerm,
  illustration,
  action,
  children,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const { t } = useTranslation();
  const { Link } = useUi();
  const Heading = `h${String(headingLevel)}` as 'h2';
  const Icon = ICONS[kind];
  const term = searchTerm?.trim();

  const defaults: Record<EmptyStateKind, { title?: string; text?: string }> = {
    basket: {
      title: t('LABEL_EMPTY_STATE_BASKET_TITLE'),
      text: t('LABEL_EMPTY_STATE_BASKET_TEXT'),
    },
    search: {
      title: term
        ? t('LABEL_EMPTY_STATE_SEARCH_TITLE', { term })
        : t('LABEL_EMPTY_STATE_SEARCH_TITLE_NO_TERM'),
      text: t('LABEL_EMPTY_STATE_SEARCH_TEXT'),
    },
    orders: {
      title: t('LABEL_EMPTY_STATE_ORDERS_TITLE'),
      text: t('LABEL_EMPTY_STATE_ORDERS_TEXT'),
    },
    generic: {},
  };
  const shownTitle = title ?? defaults[kind].title;
  const shownText = text ?? defaults[kind].text;
  const actionLabel = action?.label ?? t('LABEL_EMPTY_STATE_CONTINUE_SHOPPING');

  return (
    <div className={clsx(styles.emptyState, className)}>
      <div className={styles.visual} aria-hidden="true">
        {illustration ?? (
          <span className={styles.iconCircle}>
            <Icon size={32} />
          </span>
        )}
      </div>
      {shownTitle !== undefined && <Heading className={styles.title}>{shownTitle}</Heading>}
      {shownText !== undefined && <p className={styles.text}>{shownText}</p>}
      {action &&
        (action.href !== undefined ? (
          <Link
            href={action.href}
            className={clsx(actions.primary, styles.action)}
            onClick={action.onClick}
          >
            {actionLabel}
          </Link>
        ) : (
          <button
            type="button"
            className={clsx(actions.primary, styles.action)}
            onClick={action.onClick}
          >
            {actionLabel}
          </button>
        ))}
      {children !== undefined && <div className={styles.extra}>{children}</div>}
    </div>
  );
}
