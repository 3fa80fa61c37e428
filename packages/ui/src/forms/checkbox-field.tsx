import { clsx } from 'clsx';
import type { MouseEvent, ReactNode, Ref } from 'react';
import parts from './field-parts.module.css';
import { FieldError, FieldHint, RequiredMark } from './field-parts.js';
import { fieldAria } from './field-ids.js';
import styles from './checkbox-field.module.css';
import { TickIcon } from '../icons/icons.js';
import { useFieldFeedback } from './use-field-feedback.js';

export interface CheckboxFieldProps {
  /** A boolean Formik field ('captcha', 'cgv'…). */
  name: string;
  /** The text next to the box (content from the page). */
  label: ReactNode;
  hint?: ReactNode | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /**
   * The box cannot be ticked yet but stays focusable, with `aria-disabled` and the reason given
   * by `describedById` (the terms acceptance waits for the terms to be read).
   */
  locked?: boolean | undefined;
  /** Ids of extra descriptions read with the box. */
  describedById?: string | undefined;
  className?: string | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/** A single checkbox bound to a boolean Formik field, in a 44 px row. */
export function CheckboxField({
  name,
  label,
  hint,
  required = false,
  disabled = false,
  locked = false,
  describedById,
  className,
  ref,
}: CheckboxFieldProps) {
  const { field, helpers, ids, error } = useFieldFeedback<boolean | null | undefined>(name);
  const hasHint = hint !== undefined && hint !== null;
  const preventWhileLocked = (event: MouseEvent<HTMLInputElement>) => {
    if (locked) event.preventDefault();
  };

  return (
    <div className={clsx(parts.field, error !== undefined && parts.invalid, className)}>
      {error !== undefined && <FieldError id={ids.error} message={error} />}
      <div className={clsx(styles.row, (disabled || locked) && styles.unavailable)}>
        <span className={styles.box}>
          <input
            ref={ref}
            id={ids.input}
            type="checkbox"
            name={name}
            checked={field.value === true}
            onChange={(event) => {
              if (!locked) void helpers.setValue(event.currentTarget.checked);
            }}
            onClick={preventWhileLocked}
            onBlur={() => void helpers.setTouched(true)}
            disabled={disabled}
            aria-disabled={locked || undefined}
            {...fieldAria({ ids, error, required, hint, describedById })}
            className={styles.input}
          />
          <TickIcon className={styles.tick} size={20} />
        </span>
        <label id={ids.label} htmlFor={ids.input} className={styles.label}>
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      {hasHint && (
        <FieldHint id={ids.hint}>
          <span className={styles.hint}>{hint}</span>
        </FieldHint>
      )}
    </div>
  );
}
