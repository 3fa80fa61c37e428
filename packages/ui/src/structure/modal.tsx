import { clsx } from 'clsx';
import { useEffect, useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons/icons.js';
import controls from '../styles/controls.module.css';
import utilities from '../styles/utilities.module.css';
import styles from './modal.module.css';

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
 * A modal dialog on the native <dialog> and showModal(): the browser traps focus, makes the page
 * behind inert and closes on Escape; focus goes back to the element that opened it.
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
  const openerRef = useRef<HTMLElement | null>(null);
  const openRef = useRef(open);
  const onCloseRef = useRef(onClose);
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    openRef.current = open;
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  useEffect(
    () => () => {
      // Unmounted while open: the browser drops the dialog; give focus back all the same.
      if (dialogRef.current?.open) openerRef.current?.focus();
    },
    [],
  );

  const handleClose = () => {
    const opener = openerRef.current;
    openerRef.current = null;
    // The close event comes a task after close(): if the page has already moved focus elsewhere
    // (e.g. to a heading after a deletion), leave it there.
    const focused = document.activeElement;
    const focusIsFree =
      !focused || focused === document.body || dialogRef.current?.contains(focused) === true;
    if (opener?.isConnected && focusIsFree) opener.focus();
    // Closed by the browser (Escape) while the parent still says open: tell it.
    if (openRef.current) onCloseRef.current();
  };

  return (
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description !== undefined ? descriptionId : undefined}
      className={clsx(styles.modal, styles[size], styles[placement], className)}
      onClose={handleClose}
      onKeyDown={(event) => {
        // Escape is handled here so the parent stays in charge of `open`; without this the
        // browser would close the dialog itself (then handleClose tells the parent).
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          onClose();
        }
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === dialogRef.current;
      }}
      onClick={(event) => {
        // The dialog box has no padding: a click on the <dialog> itself is on its backdrop.
        if (closeOnBackdropClick && pressedOnBackdrop.current && event.target === dialogRef.current)
          onClose();
        pressedOnBackdrop.current = false;
      }}
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
