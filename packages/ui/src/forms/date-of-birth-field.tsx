import { clsx } from 'clsx';
import { useField } from 'formik';
import type { FocusEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../core/ui-context.js';
import parts from './field-parts.module.css';
import { FieldError, FieldHint, RequiredMark } from './field-parts.js';
import { BIRTH_DATE_EXAMPLES, padDatePart } from './field-formats.js';
import { describedBy, fieldId } from './field-ids.js';
import styles from './date-of-birth-field.module.css';
import { useFieldFeedback } from './use-field-feedback.js';

export interface DateOfBirthFieldProps {
  /** The Formik field holding `{ day, month, year }` strings: 'birthDate' by default. */
  name?: string | undefined;
  /** The question, as the group's legend. */
  label: ReactNode;
  /** An example date in the store's order by default; `null` for none. */
  hint?: ReactNode | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  className?: string | undefined;
}

type Part = 'day' | 'month' | 'year';

const PARTS: readonly {
  part: Part;
  key: 'LABEL_BIRTH_DATE_DAY' | 'LABEL_BIRTH_DATE_MONTH' | 'LABEL_BIRTH_DATE_YEAR';
  maxLength: number;
}[] = [
  { part: 'day', key: 'LABEL_BIRTH_DATE_DAY', maxLength: 2 },
  { part: 'month', key: 'LABEL_BIRTH_DATE_MONTH', maxLength: 2 },
  { part: 'year', key: 'LABEL_BIRTH_DATE_YEAR', maxLength: 4 },
];

interface DatePartProps {
  name: string;
  part: Part;
  label: string;
  maxLength: number;
  required: boolean;
  invalid: boolean;
  /** Focus left the three boxes; `validate` is false when a value change already validates. */
  onLeaveGroup: (validate: boolean) => void;
}

function DatePart({
  name,
  part,
  label,
  maxLength,
  required,
  invalid,
  onLeaveGroup,
}: DatePartProps) {
  const [field, , helpers] = useField<string | undefined>(`${name}.${part}`);
  const id = fieldId(`${name}.${part}`);
  const value = field.value ?? '';
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    // A one-digit day or month gets its leading zero: the rule wants two digits.
    const padded = part === 'year' ? value.trim() : padDatePart(value);
    if (padded !== value) void helpers.setValue(padded, true);
    const group = event.currentTarget.closest('fieldset');
    const next = event.relatedTarget;
    if (!(next instanceof Node && group?.contains(next))) onLeaveGroup(padded === value);
  };
  return (
    <div className={styles.part}>
      <label htmlFor={id} className={styles.partLabel}>
        {label}
      </label>
      <input
        id={id}
        name={`${name}.${part}`}
        type="text"
        inputMode="numeric"
        maxLength={maxLength}
        autoComplete={`bday-${part}`}
        value={value}
        onChange={(event) => void helpers.setValue(event.currentTarget.value)}
        onBlur={onBlur}
        aria-required={required || undefined}
        aria-invalid={invalid}
        className={clsx(parts.control, styles.input, part === 'year' && styles.year)}
      />
    </div>
  );
}

/**
 * A birth date typed in three boxes — day, month, year — in one fieldset (GOV.UK's date input),
 * stored as `{ day, month, year }` (decision 003) with one error for the whole date.
 */
export function DateOfBirthField({
  name = 'birthDate',
  label,
  hint,
  required = false,
  disabled = false,
  className,
}: DateOfBirthFieldProps) {
  const { t } = useTranslation();
  const { locale } = useUi();
  const { helpers, ids, error } = useFieldFeedback<unknown>(name);
  const shownHint =
    hint === undefined ? t('LABEL_FIELD_EXAMPLE', { example: BIRTH_DATE_EXAMPLES[locale] }) : hint;
  const hasHint = shownHint !== null;
  // The date is judged once the shopper leaves the three boxes, not while moving between them.
  const onLeaveGroup = (validate: boolean) => void helpers.setTouched(true, validate);

  return (
    <fieldset
      id={ids.input}
      className={clsx(parts.field, error !== undefined && parts.invalid, className)}
      aria-describedby={describedBy(hasHint && ids.hint, error !== undefined && ids.error)}
      disabled={disabled}
    >
      <legend id={ids.label} className={clsx(parts.label, parts.legend)}>
        {label}
        {required && <RequiredMark />}
      </legend>
      {hasHint && <FieldHint id={ids.hint}>{shownHint}</FieldHint>}
      {error !== undefined && <FieldError id={ids.error} message={error} />}
      <div className={styles.parts}>
        {PARTS.map(({ part, key, maxLength }) => (
          <DatePart
            key={part}
            name={name}
            part={part}
            label={t(key)}
            maxLength={maxLength}
            required={required}
            invalid={error !== undefined}
            onLeaveGroup={onLeaveGroup}
          />
        ))}
      </div>
    </fieldset>
  );
}
