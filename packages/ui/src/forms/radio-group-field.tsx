import { clsx } from 'clsx';
import type { FocusEvent, ReactNode } from 'react';
import parts from './field-parts.module.css';
import { FieldError, FieldHint, RequiredMark } from './field-parts.js';
import { fieldAria, fieldId } from './field-ids.js';
import styles from './radio-group-field.module.css';
import { leavesGroup, useFieldFeedback } from './use-field-feedback.js';

export interface RadioOption {
  /** The value stored in Formik: a string ('Mrs'), or a boolean for a yes/no choice. */
  value: string | boolean;
  /** The text of the choice (content from the page). */
  label: ReactNode;
  hint?: ReactNode | undefined;
  disabled?: boolean | undefined;
}

export interface RadioGroupFieldProps {
  name: string;
  /** The question, as the group's legend. */
  label: ReactNode;
  options: readonly RadioOption[];
  hint?: ReactNode | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Choices side by side (civility, yes/no) rather than stacked. */
  inline?: boolean | undefined;
  className?: string | undefined;
}

/**
 * A choice among a few options as native radio buttons (arrow keys move between them) in a
 * fieldset whose legend asks the question, e.g. civility Mr / Mrs / Ms / Miss.
 */
export function RadioGroupField({
  name,
  label,
  options,
  hint,
  required = false,
  disabled = false,
  inline = false,
  className,
}: RadioGroupFieldProps) {
  const { field, helpers, ids, error } = useFieldFeedback<string | boolean | null | undefined>(
    name,
  );
  const hasHint = hint !== undefined && hint !== null;
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (leavesGroup(event)) void helpers.setTouched(true);
  };

  return (
    <fieldset
      id={ids.input}
      role="radiogroup"
      className={clsx(parts.field, error !== undefined && parts.invalid, className)}
      {...fieldAria({ ids, error, required, hint })}
      disabled={disabled}
      onBlur={onBlur}
    >
      <legend id={ids.label} className={clsx(parts.label, parts.legend)}>
        {label}
        {required && <RequiredMark />}
      </legend>
      {hasHint && <FieldHint id={ids.hint}>{hint}</FieldHint>}
      {error !== undefined && <FieldError id={ids.error} message={error} />}
      <div className={clsx(styles.options, inline && styles.inline)}>
        {options.map((option, index) => {
          const id = fieldId(`${name}.${String(index)}`);
          const hasOptionHint = option.hint !== undefined && option.hint !== null;
          return (
            <div key={String(option.value)} className={styles.option}>
              <input
                id={id}
                type="radio"
                name={name}
                value={String(option.value)}
                checked={field.value === option.value}
                disabled={option.disabled}
                onChange={() => void helpers.setValue(option.value)}
                aria-describedby={hasOptionHint ? `${id}-hint` : undefined}
                className={styles.radio}
              />
              <label htmlFor={id} className={styles.label}>
                {option.label}
              </label>
              {hasOptionHint && (
                <p id={`${id}-hint`} className={styles.optionHint}>
                  {option.hint}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
