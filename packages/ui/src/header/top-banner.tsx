import { clsx } from 'clsx';
import { useMemo } from 'react';
import { sanitizeBannerHtml } from './sanitize-banner-html.js';
import styles from './top-banner.module.css';

export interface TopBannerProps {
  /**
   * The banner's HTML from the content feed (zone 0). It is sanitised: only inline formatting and
   * links with their address are kept. Empty HTML renders nothing.
   */
  html: string;
  className?: string | undefined;
}

/** The strip above the header announcing the current offer (spec §2.2). */
export function TopBanner({ html, className }: TopBannerProps) {
  const clean = useMemo(() => sanitizeBannerHtml(html), [html]);
  if (clean === '') return null;
  return (
    <div className={clsx(styles.banner, className)}>
      <p className={styles.content} dangerouslySetInnerHTML={{ __html: clean }} />
    </div>
  );
}
