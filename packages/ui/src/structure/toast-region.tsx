import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FlashMessage } from './flash-message.js';
import type { FlashSeverity } from './flash-message.js';
import styles from './toast-region.module.css';

export interface Toast {
  id: string;
  severity: FlashSeverity;
  message: ReactNode;
  title?: ReactNode;
  /** Dismissed after this many milliseconds (paused while pointed at or focused). */
  autoDismissMs?: number | undefined;
}

export interface ToastRegionProps {
  /** The messages on screen, oldest first. */
  toasts: readonly Toast[];
  /** A message was dismissed (button or timeout): the parent removes it. */
  onDismiss: (id: string) => void;
  /** Where the stack sits on wide screens; phones always stack at the bottom. */
  position?: 'top-end' | 'bottom-end' | undefined;
  className?: string | undefined;
}

/** Short-lived messages stacked over the page corner (e.g. 'Added to your basket'). */
export function ToastRegion({
  toasts,
  onDismiss,
  position = 'bottom-end',
  className,
}: ToastRegionProps) {
  const { t } = useTranslation();
  if (toasts.length === 0) return null;
  return (
    <section
      aria-label={t('LABEL_TOAST_REGION')}
      className={clsx(
        styles.region,
        position === 'top-end' ? styles.topEnd : styles.bottomEnd,
        className,
      )}
    >
      <ol className={styles.list}>
        {toasts.map((toast) => (
          <li key={toast.id} className={styles.item}>
            <FlashMessage
              severity={toast.severity}
              title={toast.title}
              autoDismissMs={toast.autoDismissMs}
              onDismiss={() => {
                onDismiss(toast.id);
              }}
              className={styles.toast}
            >
              {toast.message}
            </FlashMessage>
          </li>
        ))}
      </ol>
    </section>
  );
}
