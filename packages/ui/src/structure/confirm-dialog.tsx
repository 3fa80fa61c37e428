import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../core/ui-context.js';
import actions from './actions.module.css';
import { Modal } from './modal.js';

export interface ConfirmDialogProps {
  open: boolean;
  /** Close button, Escape, backdrop or the cancel button. */
  onClose: () => void;
  title: ReactNode;
  /** The message (it describes the dialog to assistive technology). */
  children: ReactNode;
  /** The main action's text, e.g. 'Retry'. */
  confirmLabel: string;
  onConfirm: () => void;
  /** The cancel button's text ('Cancel' by default); `null` hides the button. */
  cancelLabel?: string | null | undefined;
  /** A link offered beside the actions, e.g. to customer service. */
  secondaryAction?: { label: string; href: string } | undefined;
}

/**
 * A short alert dialog that asks the shopper to choose (spec §8: the add-to-cart failure asks to
 * retry or to contact customer service). The main action gets the focus on opening.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  onConfirm,
  cancelLabel,
  secondaryAction,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const { Link } = useUi();
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description={children}
      role="alertdialog"
      size="sm"
      initialFocus={confirmRef}
      footer={
        <>
          {cancelLabel !== null && (
            <button type="button" className={actions.quiet} onClick={onClose}>
              {cancelLabel ?? t('LABEL_DIALOG_CANCEL')}
            </button>
          )}
          {secondaryAction && (
            <Link href={secondaryAction.href} className={actions.secondary}>
              {secondaryAction.label}
            </Link>
          )}
          <button type="button" ref={confirmRef} className={actions.primary} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    />
  );
}
