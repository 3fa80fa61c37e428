import { Breadcrumbs, type BreadcrumbItem } from '@vitrine/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './catalogue.module.css';
import { useNumberFormat } from './use-number-format.js';

export interface ListingHeadingProps {
  /** The pages after Home, this one last; none while unknown. */
  crumbs: readonly BreadcrumbItem[] | undefined;
  /** The page's h1; a placeholder while unknown. */
  title: string | undefined;
  /** Products listed with the filters applied; none while they load. */
  total: number | undefined;
  /** A line under the title (a corrected search term). */
  children?: ReactNode;
}

/** The top of a listing: breadcrumbs (Home first), the title and how many products it holds. */
export function ListingHeading({ crumbs, title, total, children }: ListingHeadingProps) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  return (
    <>
      {crumbs ? <Breadcrumbs items={crumbs} /> : <div className={styles.crumbsPlaceholder} />}
      <div className={styles.heading}>
        {title === undefined ? (
          <span className={styles.titlePlaceholder} aria-hidden="true" />
        ) : (
          <h1 className={styles.title}>{title}</h1>
        )}
        {/* Said again when a filter changes it. */}
        <p className={styles.count} aria-live="polite">
          {total === undefined ? '' : t('CATALOGUE_COUNT', { count: total, n: number(total) })}
        </p>
      </div>
      {children}
    </>
  );
}
