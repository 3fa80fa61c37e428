import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons/icons.js';
import controls from '../styles/controls.module.css';
import utilities from '../styles/utilities.module.css';
import styles from './flash-message.module.css';
import { useAutoDismiss } from './use-auto-dismiss.js';

export type FlashSeverity = 'success' | 'info' | 'warning' | 'error';

export interface FlashMessageProps {
  severity: FlashSeverity;
  /** The message (content: the app's own translated text). */
  children: ReactNode;
  /** An optional bold first line. */
  title?: ReactNode;
  /** Shows the dismiss button; also called when the auto-dismiss delay runs out. */
  onDismiss?: (() => void) | undefined;
  /**
   * Dismisses the message after this many milliseconds (needs `onDismiss`). The countdown pauses
   * while the pointer is on the message or the focus in it. Leave errors on screen.
   */
  autoDismissMs?: number | undefined;
  className?: string | undefined;
}

const ICONS = { success: SuccessIcon, info: InfoIcon, warning: WarningIcon, error: ErrorIcon };
const PREFIXES = {
  success: 'LABEL_FLASH_SUCCESS',
  info: 'LABEL_FLASH_INFO',
  warning: 'LABEL_FLASH_WARNING',
  error: 'LABEL_FLASH_ERROR',
} as const;

/**
 * A message with a severity (spec §2: shown on the next page, cleared on path change): icon, colour
 * and a spoken prefix say the severity; errors are alerts, the others polite status messages.
 */
export function FlashMessage({
  severity,
  children,
  title,
  onDismiss,
  autoDismissMs,
  className,
}: FlashMessageProps) {
  const { t } = useTranslation();
  const pause = useAutoDismiss(autoDismissMs, onDismiss);
  const Icon = ICONS[severity];
  return (
    <div
      role={severity === 'error' ? 'alert' : 'status'}
      className={clsx(styles.flash, styles[severity], className)}
      {...pause}
    >
      <Icon className={styles.icon} size={22} />
      <div className={styles.text}>
        {title !== undefined && (
          <p className={styles.title}>
            <span className={utilities.visuallyHidden}>{t(PREFIXES[severity])} </span>
            {title}
          </p>
        )}
        <div className={styles.message}>
          {title === undefined && (
            <span className={utilities.visuallyHidden}>{t(PREFIXES[severity])} </span>
          )}
          {children}
        </div>
      </div>
      {onDismiss && (
        <button
          type="button"
          className={clsx(controls.closeButton, styles.dismiss)}
          aria-label={t('LABEL_FLASH_DISMISS')}
          onClick={onDismiss}
        >
          <CloseIcon size={18} />
        </button>
      )}
    </div>
  );
}
