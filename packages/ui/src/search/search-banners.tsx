import { clsx } from 'clsx';
import { useId } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerImage } from '../core/banner-image.js';
import styles from './search-banners.module.css';
import type { SearchBanner } from './search-types.js';

export interface SearchBannersProps {
  /** Banners of zones 3, 4 and 5 of the site content. */
  banners: SearchBanner[];
  /** Called when a banner is followed (its link does the navigation). */
  onFollow?: ((banner: SearchBanner) => void) | undefined;
  className?: string | undefined;
}

/**
 * The merchandising shown under an empty, focused search on large screens (spec §2.2): the
 * banners of zones 3 to 5, as links with their pictures.
 */
export function SearchBanners({ banners, onFollow, className }: SearchBannersProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // Keeps the focus in the search field while the pointer presses a banner.
  const keepFocus = (event: MouseEvent) => {
    event.preventDefault();
  };
  if (banners.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className={clsx(styles.banners, className)}
      onMouseDown={keepFocus}
    >
      <h2 id={titleId} className={styles.title}>
        {t('LABEL_SEARCH_INSPIRATION')}
      </h2>
      <ul className={styles.list}>
        {banners.map((banner) => (
          <li key={banner.id} className={styles.item}>
            <BannerImage banner={banner} onClick={onFollow} className={styles.banner} />
          </li>
        ))}
      </ul>
    </section>
  );
}
