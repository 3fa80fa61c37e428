import { clsx } from 'clsx';
import type { ChangeEvent, HTMLAttributes, ReactNode, Ref } from 'react';
import parts from './field-parts.module.css';
import { FieldFrame } from './field-parts.js';
import { fieldAria } from './field-ids.js';
import { useFieldFeedback } from './use-field-feedback.js';

export interface TextFieldProps {
  /** The Formik field name (spec §3 / decision 003), e.g. 'firstName'. */
  name: string;
  /** The visible label (content from the page). */
  label: ReactNode;
  /** Help shown under the label and read with the field (`null`: none, where a field has a default). */
  hint?: ReactNode | undefined;
  /** Marks the label with an asterisk (explained by `RequiredFieldsNote`) and sets aria-required. */
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Numbers are typed in text fields with an `inputMode`, never in `type="number"`. */
  type?: 'text' | 'tel' | 'email' | 'url' | undefined;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'] | undefined;
  maxLength?: number | undefined;
  /** The autofill token: 'given-name', 'family-name', 'street-address', 'postal-code'… */
  autoComplete?: string | undefined;
  spellCheck?: boolean | undefined;
  autoCapitalize?: 'off' | 'none' | 'on' | 'sentences' | 'words' | 'characters' | undefined;
  /** The width of the control: the whole column, or sized to the expected value. */
  width?: 'full' | 'medium' | 'short' | undefined;
  /**
   * Rewrites the text as it is typed, keeping the caret (upper-casing a UK postcode). It must keep
   * the length of the text.
   */
  format?: ((value: string) => string) | undefined;
  /** Rewrites the value when the shopper leaves the field (removing spaces in a phone number). */
  normalize?: ((value: string) => string) | undefined;
  /** Ids of extra descriptions read with the field (after the hint, before the error). */
  describedById?: string | undefined;
  /** Shown after the control (inside the field's frame). */
  after?: ReactNode | undefined;
  /**
   * A unit shown before the control ('£' of an amount). It is hidden from assistive technology:
   * the label must say the unit too ('Amount in pounds').
   */
  prefix?: ReactNode | undefined;
  className?: string | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/** A Formik-bound text input with its label, hint and error (shown once touched or submitted). */
export function TextField({
  name,
  label,
  hint,
  required = false,
  disabled = false,
  type = 'text',
  inputMode,
  maxLength,
  autoComplete,
  spellCheck,
  autoCapitalize,
  width = 'full',
  format,
  normalize,
  describedById,
  after,
  prefix,
  className,
  ref,
}: TextFieldProps) {
  const { field, helpers, ids, error } = useFieldFeedback<string | undefined>(name);
  const value = field.value ?? '';

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    let next = input.value;
    if (format) {
      const formatted = format(next);
      if (formatted !== next) {
        // Rewrite the DOM value in place so that React keeps the caret where the shopper typed.
        const { selectionStart, selectionEnd } = input;
        input.value = formatted;
        if (formatted.length === next.length && selectionStart !== null && selectionEnd !== null)
          input.setSelectionRange(selectionStart, selectionEnd);
        next = formatted;
      }
    }
    void helpers.setValue(next);
  };

  const onBlur = () => {
    const normalized = normalize ? normalize(value) : value;
    if (normalized !== value) void helpers.setValue(normalized, true);
    // The value change above already validates; validating twice could race.
    void helpers.setTouched(true, normalized === value);
  };

  const input = (
    <input
      ref={ref}
      id={ids.input}
      name={name}
      type={type}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      disabled={disabled}
      inputMode={inputMode}
      maxLength={maxLength}
      autoComplete={autoComplete}
      spellCheck={spellCheck}
      autoCapitalize={autoCapitalize}
      {...fieldAria({ ids, error, required, hint, describedById })}
      className={clsx(
        parts.control,
        width === 'medium' && parts.widthMedium,
        width === 'short' && parts.widthShort,
      )}
    />
  );

  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      {prefix === undefined ? (
        input
      ) : (
        <div className={parts.affixed}>
          <span className={parts.prefix} aria-hidden="true">
            {prefix}
          </span>
          {input}
        </div>
      )}
      {after}
    </FieldFrame>
  );
}
