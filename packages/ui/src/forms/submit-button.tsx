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
  const preventWhileBusy = (event: MouseEvent<HTMLButtonElement>) => {
    if (isSubmitting) event.preventDefault();
  };
  return (
    <>
      <button
        ref={ref}
        type="submit"
        disabled={disabled}
        aria-disabled={isSubmitting || undefined}
        aria-busy={isSubmitting || undefined}
        onClick={preventWhileBusy}
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
