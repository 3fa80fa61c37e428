import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorIcon } from '../icons/icons.js';
import utilities from '../styles/utilities.module.css';
import styles from './field-parts.module.css';
import type { FieldIds } from './field-ids.js';

/** The asterisk of a required field; `RequiredFieldsNote` explains it once per form. */
export function RequiredMark() {
  return (
    <span className={styles.requiredMark} aria-hidden="true">
      {' *'}
    </span>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

/** The error of a field: `message` is an i18n key (the schemas' VALIDATION_* keys). */
export function FieldError({ id, message }: { id: string; message: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className={styles.error}>
      <ErrorIcon className={styles.errorIcon} size={20} strokeWidth={1.75} />
      <span>
        <span className={utilities.visuallyHidden}>{t('LABEL_FIELD_ERROR_PREFIX')} </span>
        {t(message)}
      </span>
    </p>
  );
}

export interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  className?: string | undefined;
  /** The control, and anything shown after it. */
  children: ReactNode;
}

/** A labelled control: label, hint, error (above the control, as GOV.UK does), control. */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  required,
  className,
  children,
}: FieldFrameProps) {
  return (
    <div className={clsx(styles.field, error !== undefined && styles.invalid, className)}>
      <label id={ids.label} htmlFor={ids.input} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint !== undefined && hint !== null && <FieldHint id={ids.hint}>{hint}</FieldHint>}
      {error !== undefined && <FieldError id={ids.error} message={error} />}
      {children}
    </div>
  );
}
