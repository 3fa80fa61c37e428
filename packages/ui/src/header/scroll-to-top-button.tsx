import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../core/use-media-query.js';
import { ArrowUpIcon } from '../icons/icons.js';
import utilities from '../styles/utilities.module.css';
import styles from './scroll-to-top-button.module.css';

export interface ScrollToTopButtonProps {
  /** Shown or not; the app decides with `isScrollToTopVisible` (spec §2.2). */
  visible: boolean;
  /**
   * Scroll the page to the top. The behaviour is 'auto' (a jump) when the shopper prefers reduced
   * motion, 'smooth' otherwise: pass it on to `window.scrollTo({ top: 0, behavior })`.
   */
  onClick: (behavior: ScrollBehavior) => void;
  className?: string | undefined;
}

/**
 * The floating 'back to top' button, bottom right. Hidden, it is inert: out of the tab order and
 * of the accessibility tree while it fades out.
 */
export function ScrollToTopButton({ visible, onClick, className }: ScrollToTopButtonProps) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <button
      type="button"
      className={clsx(styles.button, visible && styles.visible, className)}
      inert={!visible}
      onClick={() => {
        onClick(reducedMotion ? 'auto' : 'smooth');
      }}
    >
      <ArrowUpIcon className={styles.icon} />
      <span className={utilities.visuallyHiddenUntilMedium}>{t('LABEL_SCROLL_TO_TOP')}</span>
    </button>
  );
}
