import { Skeleton } from '@vitrine/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { universes } from '../home-content.js';
import heading from './section-title.module.css';
import styles from './universe-links.module.css';

export interface UniverseLinksProps {
  items: ReturnType<typeof universes>;
  loading: boolean;
}

/** Skeleton tiles while the menu loads: as many as the menu usually has. */
const PLACEHOLDERS = 7;

/** A row of the store's universes (the menu's top-level categories), scrolling sideways on phones. */
export function UniverseLinks({ items, loading }: UniverseLinksProps) {
  const { t } = useTranslation();
  const titleId = useId();
  if (!loading && items.length === 0) return null;
  return (
    <section className={styles.universes} aria-labelledby={titleId}>
      <h2 id={titleId} className={heading.title}>
        {t('HOME_UNIVERSES_TITLE')}
      </h2>
      <ul className={styles.list} aria-busy={loading || undefined}>
        {loading
          ? Array.from({ length: PLACEHOLDERS }, (_, index) => (
              <li key={index} className={styles.item}>
                <Skeleton variant="block" height="4rem" />
              </li>
            ))
          : items.map((item) => (
              <li key={item.id} className={styles.item}>
                <Link to={item.url} className={styles.tile}>
                  {item.label}
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
