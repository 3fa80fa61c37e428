import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useUi } from '../core/ui-context.js';
import { formatDayMonth } from '../format/locale-format.js';
import { parseIsoDate, stockLevel } from './stock-level.js';
import type { StockLevel } from './stock-level.js';
import styles from './stock-badge.module.css';

export interface StockBadgeProps {
  /** Items left; undefined when unknown (shown as in stock). */
  stock?: number | undefined;
  /** ISO date (YYYY-MM-DD) on which an out-of-stock item is available again. */
  availableOn?: string | undefined;
  /** Overrides LOW_STOCK_THRESHOLD (5). */
  lowStockThreshold?: number | undefined;
  /** Shows nothing while the stock is comfortable (basket lines only warn). */
  hideInStock?: boolean | undefined;
  size?: 'sm' | 'md' | undefined;
  className?: string | undefined;
}

const ICONS: Record<StockLevel, string> = {
  // A tick, an exclamation mark, a cross and a calendar: the level is never told by colour alone.
  'in-stock': 'M3.5 8.5l3 3 6-7',
  low: 'M8 3.5v5.5M8 11.5v.5',
  out: 'M4.5 4.5l7 7M11.5 4.5l-7 7',
  restock: 'M3 5h10M3 3.5h10v9H3zM6 2v3M10 2v3',
};

/** The stock of a product or size: colour, icon and text ('Plus que 3 en stock'). */
export function StockBadge({
  stock,
  availableOn,
  lowStockThreshold,
  hideInStock = false,
  size = 'md',
  className,
}: StockBadgeProps) {
  const { t } = useTranslation();
  const { locale } = useUi();
  const level = stockLevel({ stock, availableOn, lowStockThreshold });
  if (level === 'in-stock' && hideInStock) return null;
  const date = availableOn ? parseIsoDate(availableOn) : null;
  const text = {
    'in-stock': () => t('LABEL_STOCK_LEVEL_IN_STOCK'),
    low: () => t('LABEL_STOCK_LEVEL_LOW', { count: stock ?? 0 }),
    out: () => t('LABEL_STOCK_LEVEL_OUT'),
    restock: () =>
      t('LABEL_STOCK_LEVEL_RESTOCK', { date: date ? formatDayMonth(date, locale) : '' }),
  }[level]();
  return (
    <span className={clsx(styles.badge, styles[size], styles[level], className)} data-level={level}>
      <svg
        className={styles.icon}
        viewBox="0 0 16 16"
        width="16"
        height="16"
        aria-hidden="true"
        focusable="false"
      >
        {level !== 'restock' && <circle cx="8" cy="8" r="7.25" className={styles.disc} />}
        <path
          d={ICONS[level]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {text}
    </span>
  );
}
