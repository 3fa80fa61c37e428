import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import parts from './field-parts.module.css';
import { FieldFrame } from './field-parts.js';
import { fieldAria } from './field-ids.js';
import styles from './select-field.module.css';
import { useFieldFeedback } from './use-field-feedback.js';

export interface SelectOption {
  value: string;
  /** The text of the option (content from the page). */
  label: string;
  disabled?: boolean | undefined;
}

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /**
   * The first, empty option ('Select an option' by default); `false` for none, when the field
   * always holds one of the options.
   */
  placeholder?: string | false | undefined;
  /** The autofill token ('country', 'sex'…), when there is one. */
  autoComplete?: string | undefined;
  width?: 'full' | 'medium' | 'short' | undefined;
  className?: string | undefined;
}

/** A native select (the most accessible list on every device) bound to a Formik field. */
export function SelectField({
  name,
  label,
  options,
  hint,
  required = false,
  disabled = false,
  placeholder,
  autoComplete,
  width = 'full',
  className,
}: SelectFieldProps) {
  const { t } = useTranslation();
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
      <select
        id={ids.input}
        name={name}
        value={field.value ?? ''}
        onChange={(event) => void helpers.setValue(event.currentTarget.value)}
        onBlur={() => void helpers.setTouched(true)}
        disabled={disabled}
        autoComplete={autoComplete}
        {...fieldAria({ ids, error, required, hint })}
        className={clsx(
          parts.control,
          styles.select,
          width === 'medium' && parts.widthMedium,
          width === 'short' && parts.widthShort,
        )}
      >
        {placeholder !== false && (
          <option value="">{placeholder ?? t('LABEL_SELECT_PLACEHOLDER')}</option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
