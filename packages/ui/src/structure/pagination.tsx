import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../core/ui-context.js';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons.js';
import utilities from '../styles/utilities.module.css';
import { responsivePageRange } from './page-range.js';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** Pages are links to these addresses (crawlable listings); otherwise buttons. */
  hrefForPage?: ((page: number) => string) | undefined;
  /** Called with the page chosen (with links too, before the navigation). */
  onPageChange?: ((page: number) => void) | undefined;
  /** Names the navigation ('Pagination' by default), e.g. when a page has two. */
  label?: string | undefined;
  className?: string | undefined;
}

/**
 * Page links of a listing: previous and next, the first and last pages, the current page with its
 * neighbours (two on each side, one on phones) and '…' for the gaps. Nothing for a single page.
 */
export function Pagination({
  page,
  pageCount,
  hrefForPage,
  onPageChange,
  label,
  className,
}: PaginationProps) {
  const { t } = useTranslation();
  const { Link } = useUi();
  const count = Math.floor(pageCount);
  if (count <= 1) return null;
  const current = Math.min(Math.max(1, Math.floor(page)), count);

  const control = (
    target: number,
    content: ReactNode,
    props: { className: string; 'aria-label'?: string; rel?: string; current?: boolean },
  ) => {
    const { current: isCurrent = false, ...rest } = props;
    const choose = () => {
      if (!isCurrent) onPageChange?.(target);
    };
    return hrefForPage ? (
      <Link
        href={hrefForPage(target)}
        aria-current={isCurrent ? 'page' : undefined}
        onClick={choose}
        {...rest}
      >
        {content}
      </Link>
    ) : (
      <button
        type="button"
        aria-current={isCurrent ? 'page' : undefined}
        onClick={choose}
        {...rest}
      >
        {content}
      </button>
    );
  };

  const step = (direction: 'previous' | 'next') => {
    const target = direction === 'previous' ? current - 1 : current + 1;
    const content = (
      <>
        {direction === 'previous' && <ChevronLeftIcon size={18} />}
        <span className={utilities.visuallyHiddenUntilMedium}>
          {t(direction === 'previous' ? 'LABEL_PREVIOUS' : 'LABEL_NEXT')}
        </span>
        {direction === 'next' && <ChevronRightIcon size={18} />}
      </>
    );
    const className = clsx(styles.control, styles.step);
    if (target < 1 || target > count)
      return hrefForPage ? (
        // No link to nowhere: the place is kept, hidden from assistive technology.
        <span className={clsx(className, styles.disabled)} aria-hidden="true">
          {content}
        </span>
      ) : (
        <button type="button" className={className} disabled>
          {content}
        </button>
      );
    return control(target, content, { className, rel: direction === 'previous' ? 'prev' : 'next' });
  };

  return (
    <nav aria-label={label ?? t('LABEL_PAGINATION')} className={clsx(styles.pagination, className)}>
      <ul className={styles.list}>
        <li className={styles.stepItem}>{step('previous')}</li>
        {responsivePageRange(current, count).map((item) => {
          const visibility = clsx(!item.compact && styles.wideOnly, !item.full && styles.phoneOnly);
          return item.kind === 'ellipsis' ? (
            <li key={item.key} className={clsx(styles.ellipsis, visibility)} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page} className={visibility}>
              {control(item.page, item.page, {
                className: clsx(styles.control, styles.number),
                'aria-label': t('LABEL_PAGINATION_PAGE', { page: item.page }),
                current: item.page === current,
              })}
            </li>
          );
        })}
        <li className={styles.stepItem}>{step('next')}</li>
      </ul>
    </nav>
  );
}
