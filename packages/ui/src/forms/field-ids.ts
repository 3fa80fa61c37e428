/** The ids of one form field's elements, all derived from its Formik name. */
export interface FieldIds {
  /** The control (input, select) — or the fieldset of a group. */
  input: string;
  label: string;
  hint: string;
  error: string;
}

/**
 * A stable DOM id for a Formik field name: 'email' → 'field-email', 'birthDate.day' →
 * 'field-birthDate-day', 'items[0].size' → 'field-items-0-size'. Characters an id selector would
 * need to escape become hyphens, so `#field-…` links (the error summary's) always work.
 */
export function fieldId(name: string): string {
  const slug = name
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
  return slug === '' ? 'field' : `field-${slug}`;
}

/** Every id of a field: its control, label, hint and error message. */
export function fieldIds(name: string): FieldIds {
  const input = fieldId(name);
  return { input, label: `${input}-label`, hint: `${input}-hint`, error: `${input}-error` };
}

/**
 * The value of `aria-describedby` for the descriptions shown: ids joined by spaces (hint first,
 * then any extra description, then the error), or `undefined` when there is none.
 */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length === 0 ? undefined : present.join(' ');
}

/** What {@link fieldAria} needs to know of a field. */
export interface FieldAriaState {
  ids: FieldIds;
  /** The error shown, if any. */
  error: string | undefined;
  required: boolean;
  /** The field's hint: described by it when there is one. */
  hint?: unknown;
  /** Extra descriptions read between the hint and the error. */
  describedById?: string | false | undefined;
}

/**
 * The ARIA state of a field's control (or group): required, invalid while its error shows, and
 * described by its hint, any extra descriptions, then its error.
 */
export function fieldAria({ ids, error, required, hint, describedById }: FieldAriaState) {
  return {
    'aria-required': required || undefined,
    'aria-invalid': error !== undefined,
    'aria-describedby': describedBy(
      hint !== undefined && hint !== null && ids.hint,
      describedById,
      error !== undefined && ids.error,
    ),
  };
}
