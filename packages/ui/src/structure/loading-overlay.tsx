import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../core/ui-context.js';
import controls from '../styles/controls.module.css';
import utilities from '../styles/utilities.module.css';
import styles from './loading-overlay.module.css';

export interface LoadingOverlayProps {
  /** Covers the region while true. */
  loading: boolean;
  /** The region being refreshed (it gets aria-busy while loading). */
  children?: ReactNode;
  /** Cover the whole screen (e.g. while a search runs) instead of the region. */
  fullPage?: boolean | undefined;
  /**
   * Wait this long before showing anything, so quick loads do not flash (200 ms by default, on the
   * `UiProvider`'s clock).
   */
  delayMs?: number | undefined;
  /** What is spoken while loading ('Loading…' by default). */
  label?: string | undefined;
  className?: string | undefined;
}

/**
 * A veil with a spinner over a region (or the whole page) while it loads. The region is marked
 * aria-busy at once; the veil and the spoken 'Loading…' only come after `delayMs`.
 */
export function LoadingOverlay({
  loading,
  children,
  fullPage = false,
  delayMs = 200,
  label,
  className,
}: LoadingOverlayProps) {
  const { t } = useTranslation();
  const { clock } = useUi();
  const [delayed, setDelayed] = useState(false);

  useEffect(() => {
    if (!loading || delayMs <= 0) return;
    const timer = clock.setTimeout(() => {
      setDelayed(true);
    }, delayMs);
    return () => {
      clock.clearTimeout(timer);
      setDelayed(false);
    };
  }, [loading, delayMs, clock]);

  const shown = loading && (delayMs <= 0 || delayed);
  return (
    <div
      className={clsx(styles.region, className)}
      aria-busy={children !== undefined && loading ? true : undefined}
    >
      {children}
      <div role="status" className={utilities.visuallyHidden}>
        {shown ? (label ?? t('LABEL_LOADING')) : null}
      </div>
      {shown && (
        <div className={clsx(styles.overlay, fullPage && styles.fullPage)}>
          <span className={clsx(controls.spinner, styles.spinner)} aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
