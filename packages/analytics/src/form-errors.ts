import { FRENCH_FIELD_LABELS, type FormFieldName } from '@vitrine/validation/field-labels';

const labels: Partial<Record<string, string>> = FRENCH_FIELD_LABELS;

/**
 * The form-error value of spec 5: the failing fields' French names joined by '|', in the order
 * given, each once. A field without a French name is sent as named.
 */
export function formErrorList(fields: Iterable<FormFieldName | (string & {})>): string {
  return [...new Set(Array.from(fields, (field) => labels[field] ?? field))].join('|');
}
