import { clsx } from 'clsx';
import { useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons/icons.js';
import controls from '../styles/controls.module.css';
import utilities from '../styles/utilities.module.css';
import styles from './modal.module.css';
import { useDialog } from './use-dialog.js';

export type ModalSize = 'sm' | 'md' | 'lg' | 'full';
type ModalPlacement = 'center' | 'start' | 'end';

export interface ModalProps {
  /** Shown (as a modal, in the top layer) while true. */
  open: boolean;
  /**
   * The shopper asked to close: close button, Escape or a click on the backdrop. The parent sets
   * `open` to false (after Escape the dialog has already closed itself).
   */
  onClose: () => void;
  /** The dialog's heading, which names it (aria-labelledby). */
  title: ReactNode;
  /** Hide the heading visually (it still names the dialog). */
  hideTitle?: boolean | undefined;
  /** A short text under the title that describes the dialog (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom (buttons, links), kept in view while the body scrolls. */
  footer?: ReactNode;
  /** Width of a centred dialog; phones always get the full width. */
  size?: ModalSize | undefined;
  /** 'start' and 'end' make a full-height drawer on that side (filters, menus). */
  placement?: ModalPlacement | undefined;
  /** 'alertdialog' for dialogs that interrupt to ask something (errors, confirmations). */
  role?: 'dialog' | 'alertdialog' | undefined;
  /** Close on a click on the backdrop (true by default). */
  closeOnBackdropClick?: boolean | undefined;
  /** The element to focus on opening; by default the first focusable one (the close button). */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  className?: string | undefined;
}

/**
 * A modal dialog on the native <dialog> and showModal() (useDialog, shared with the mobile menu):
 * the browser traps focus and makes the page behind inert; Escape closes; focus goes back to the
 * element that opened it unless the page has moved it meanwhile.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  size = 'md',
  placement = 'center',
  role = 'dialog',
  closeOnBackdropClick = true,
  initialFocus,
  className,
}: ModalProps) {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialogHandlers = useDialog(dialogRef, {
    open,
    onClose,
    initialFocus,
    closeOnBackdropClick,
  });

  return (
    <dialog
      ref={dialogRef}
      {...dialogHandlers}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description !== undefined ? descriptionId : undefined}
      className={clsx(styles.modal, styles[size], styles[placement], className)}
    >
      <div className={styles.surface}>
        <header className={clsx(styles.header, hideTitle && styles.headerBare)}>
          <h2 id={titleId} className={clsx(styles.title, hideTitle && utilities.visuallyHidden)}>
            {title}
          </h2>
          <button
            type="button"
            className={clsx(controls.closeButton, styles.close)}
            aria-label={t('LABEL_CLOSE')}
            onClick={onClose}
          >
            <CloseIcon size={22} />
          </button>
        </header>
        {/* Focusable, so a long body without controls (a size guide) scrolls from the keyboard. */}
        <div className={styles.body} tabIndex={0} role="region" aria-labelledby={titleId}>
          {description !== undefined && (
            <div id={descriptionId} className={styles.description}>
              {description}
            </div>
          )}
          {children}
        </div>
        {footer !== undefined && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </dialog>
  );
}
