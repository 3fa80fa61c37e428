import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { ArrowUpIcon } from './header-icons.js';
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

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The floating 'back to top' button, bottom right. Hidden, it is inert: out of the tab order and
 * of the accessibility tree while it fades out.
 */
export function ScrollToTopButton({ visible, onClick, className }: ScrollToTopButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={clsx(styles.button, visible && styles.visible, className)}
      inert={!visible}
      onClick={() => {
        onClick(prefersReducedMotion() ? 'auto' : 'smooth');
      }}
    >
      <ArrowUpIcon className={styles.icon} />
      <span className={styles.label}>{t('LABEL_SCROLL_TO_TOP')}</span>
    </button>
  );
}
