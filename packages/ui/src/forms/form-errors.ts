/** One error of a form: the Formik name of the field and its message (an i18n key). */
export interface FormFieldError {
  name: string;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Flattens Formik's `errors` (nested like the values) into a list of field errors:
 * `{ email: 'X', birthDate: 'Y', items: [undefined, { size: 'Z' }] }` →
 * email X, birthDate Y, items.1.size Z — in the order of the object.
 */
export function flattenErrors(errors: unknown, prefix = ''): FormFieldError[] {
  if (typeof errors === 'string')
    return errors === '' || prefix === '' ? [] : [{ name: prefix, message: errors }];
  if (!isRecord(errors)) return [];
  return Object.entries(errors).flatMap(([key, value]) =>
    flattenErrors(value, prefix === '' ? key : `${prefix}.${key}`),
  );
}

/** The field `name` belongs to `field` (itself, or one of its parts: 'birthDate.day' in 'birthDate'). */
const belongsTo = (name: string, field: string): boolean =>
  name === field || name.startsWith(`${field}.`) || name.startsWith(`${field}[`);

/**
 * Sorts errors in the order of the form's fields (`order`, as shown on the page); errors of fields
 * not listed keep their order after them.
 */
export function sortErrors(
  errors: readonly FormFieldError[],
  order: readonly string[],
): FormFieldError[] {
  const rank = (error: FormFieldError) => {
    const index = order.findIndex((field) => belongsTo(error.name, field));
    return index === -1 ? order.length : index;
  };
  return errors
    .map((error, index) => ({ error, index, rank: rank(error) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ error }) => error);
}

/** The label of the field an error belongs to, from a map of labels by field name. */
export function labelFor(
  name: string,
  labels: Readonly<Record<string, string>>,
): string | undefined {
  if (labels[name] !== undefined) return labels[name];
  const owner = Object.keys(labels)
    .filter((field) => belongsTo(name, field))
    .sort((a, b) => b.length - a.length)[0];
  return owner === undefined ? undefined : labels[owner];
}
