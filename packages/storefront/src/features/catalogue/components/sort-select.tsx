import type { ListingSort } from '@vitrine/api-client';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SORT_OPTIONS } from '../listing-query.js';
import styles from './catalogue.module.css';

const SORT_LABELS = {
  relevance: 'CATALOGUE_SORT_RELEVANCE',
  'price-asc': 'CATALOGUE_SORT_PRICE_ASC',
  'price-desc': 'CATALOGUE_SORT_PRICE_DESC',
  newest: 'CATALOGUE_SORT_NEWEST',
  discount: 'CATALOGUE_SORT_DISCOUNT',
} as const satisfies Record<ListingSort, string>;

export interface SortSelectProps {
  value: ListingSort;
  onChange: (sort: ListingSort) => void;
}

/** The listing's order: a native select (keyboard and screen readers know it). */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        {t('CATALOGUE_SORT_LABEL')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => {
          const chosen = SORT_OPTIONS.find((sort) => sort === event.currentTarget.value);
          if (chosen) onChange(chosen);
        }}
      >
        {SORT_OPTIONS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}
