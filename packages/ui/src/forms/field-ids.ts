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
