import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import parts from './field-parts.module.css';
import { FieldFrame } from './field-parts.js';
import { fieldAria } from './field-ids.js';
import styles from './text-area-field.module.css';
import { useFieldFeedback } from './use-field-feedback.js';

export interface TextAreaFieldProps {
  /** The Formik field name, e.g. 'message'. */
  name: string;
  /** The visible label (content from the page). */
  label: ReactNode;
  hint?: ReactNode | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** The most characters the field takes (the schema reports more, the browser stops typing). */
  maxLength?: number | undefined;
  /** Visible lines of text; 6 by default. */
  rows?: number | undefined;
  className?: string | undefined;
}

/** A Formik-bound multi-line text (the contact form's message) with its label, hint and error. */
export function TextAreaField({
  name,
  label,
  hint,
  required = false,
  disabled = false,
  maxLength,
  rows = 6,
  className,
}: TextAreaFieldProps) {
  const { field, helpers, ids, error } = useFieldFeedback<string | undefined>(name);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <textarea
        id={ids.input}
        name={name}
        value={field.value ?? ''}
        onChange={(event) => void helpers.setValue(event.currentTarget.value)}
        onBlur={() => void helpers.setTouched(true)}
        disabled={disabled}
        maxLength={maxLength}
        rows={rows}
        {...fieldAria({ ids, error, required, hint })}
        className={clsx(parts.control, styles.area)}
      />
    </FieldFrame>
  );
}
