import { clsx } from 'clsx';
import { useFormikContext } from 'formik';
import type { MouseEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SpinnerIcon } from '../icons/icons.js';
import utilities from '../styles/utilities.module.css';
import styles from './submit-button.module.css';

export interface SubmitButtonProps {
  /** The action, e.g. 'Create my account' (content from the page). */
  children: ReactNode;
  /** Stretch across the form's column (on phones for instance). */
  fullWidth?: boolean | undefined;
  /** Cannot be used at all (not merely busy). */
  disabled?: boolean | undefined;
  className?: string | undefined;
  ref?: Ref<HTMLButtonElement> | undefined;
}

/**
 * The submit button of a Formik form. While the form is submitting it is busy (aria-busy, a
 * spinner, 'Sending…' announced) and disabled with aria-disabled — it keeps the focus, and a second
 * press does nothing, so an order is never sent twice.
 */
export function SubmitButton({
  children,
  fullWidth = false,
  disabled = false,
  className,
  ref,
}: SubmitButtonProps) {
  const { t } = useTranslation();
  const { isSubmitting } = useFormikContext();
  // A pointer press must not take the focus from the field being filled: that blur would show the
  // field's error, push this button down between press and release, and lose the click.
  const keepFieldFocus = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
  };
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    if (isSubmitting) {
      event.preventDefault();
      return;
    }
    // A pointer's click (detail > 0; Enter in a field clicks with 0 and keeps its focus).
    if (event.detail === 0) return;
    const field = button.ownerDocument.activeElement;
    const leavesAField = field !== button && !!field && !!button.form?.contains(field);
    button.focus();
    if (!leavesAField) return;
    // The field has just been left: its blur tidies its value ('07700 900123' → '07700900123', a
    // day '1' → '01'). The form is sent once that has rendered, not with the value as typed.
    event.preventDefault();
    setTimeout(() => {
      button.form?.requestSubmit(button);
    });
  };
  return (
    <>
      <button
        ref={ref}
        type="submit"
        disabled={disabled}
        aria-disabled={isSubmitting || undefined}
        aria-busy={isSubmitting || undefined}
        onMouseDown={keepFieldFocus}
        onClick={onClick}
        className={clsx(
          styles.button,
          fullWidth && styles.fullWidth,
          isSubmitting && styles.busy,
          className,
        )}
      >
        {isSubmitting && <SpinnerIcon className={styles.spinner} size={20} />}
        <span>{children}</span>
      </button>
      <span role="status" className={utilities.visuallyHidden}>
        {isSubmitting ? t('LABEL_SUBMITTING') : ''}
      </span>
    </>
  );
}
