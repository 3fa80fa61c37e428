import { useEffect, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, PointerEvent, RefObject, SyntheticEvent } from 'react';

export interface DialogOptions {
  /** Shown (as a modal, in the top layer) while true. */
  open: boolean;
  /** The shopper asked to close (Escape, a click on the backdrop, a close request). */
  onClose: () => void;
  /** The element to focus on opening; by default the browser's choice (the first focusable one). */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  /** Close on a click on the backdrop (true by default). */
  closeOnBackdropClick?: boolean | undefined;
}

/** The handlers to spread on the `<dialog>` (a component with its own keys calls `onKeyDown`). */
export interface DialogHandlers {
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onClose: () => void;
  onPointerDown: (event: PointerEvent<HTMLDialogElement>) => void;
  onClick: (event: MouseEvent<HTMLDialogElement>) => void;
}

/**
 * The life of a controlled modal `<dialog>`, given its ref (the kit's Modal and the mobile menu's
 * drawer): opened with showModal() while `open` (the browser traps focus, makes the page behind
 * inert), closed when it turns false. Escape, the browser's close requests and a click on the backdrop call
 * `onClose`, and the parent stays in charge of `open`; if the browser closes the dialog by itself
 * while the parent still says open, `onClose` tells it.
 *
 * Focus goes back to the element that had it on opening — on the dialog's close event, a task
 * after close(), and only if the page has not moved it elsewhere in between (a heading after a
 * deletion, a new page after a link): focus still on the body or in the dialog is free to take
 * back. Unmounted while open, the dialog gives focus back all the same.
 */
export function useDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  { open, onClose, initialFocus, closeOnBackdropClick = true }: DialogOptions,
): DialogHandlers {
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
  }, [dialogRef, open, initialFocus]);

  useEffect(() => {
    // Unmounted while open: the browser drops the dialog and focus falls to the body; give it
    // back all the same, once the dialog has left the page (the opener is no longer inert). The
    // element is read now: on unmount React has already emptied the ref.
    const dialog = dialogRef.current;
    return () => {
      if (dialog?.open) openerRef.current?.focus();
    };
  }, [dialogRef]);

  return {
    onKeyDown: (event) => {
      // Escape is handled here so the parent stays in charge of `open`; without this the
      // browser would close the dialog itself (then onClose below tells the parent).
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        onClose();
      }
    },
    onCancel: (event) => {
      // A close request the browser raises itself (a back gesture): the parent decides.
      event.preventDefault();
      onClose();
    },
    onClose: () => {
      const opener = openerRef.current;
      openerRef.current = null;
      // The close event comes a task after close(): if the page has already moved focus
      // elsewhere, leave it there.
      const focused = document.activeElement;
      const focusIsFree =
        !focused || focused === document.body || dialogRef.current?.contains(focused) === true;
      if (opener?.isConnected && focusIsFree) opener.focus();
      // Closed by the browser (a repeated Escape) while the parent still says open: tell it.
      if (openRef.current) onCloseRef.current();
    },
    onPointerDown: (event) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event) => {
      // The dialog box fills the <dialog>: a click on the element itself is on its backdrop, if
      // the press started there too (not a text selection dragged out of the dialog).
      if (closeOnBackdropClick && pressedOnBackdrop.current && event.target === event.currentTarget)
        onClose();
      pressedOnBackdrop.current = false;
    },
  };
}
