import { formErrorList } from '@vitrine/analytics';
import { flattenErrors } from '@vitrine/ui';
import { track } from '../analytics.js';

/** The fields in error, named as the schema names them ('birthDate', not 'birthDate.day'). */
export const fieldsInError = (errors: unknown): Set<string> =>
  new Set(flattenErrors(errors).map(({ name }: { name: string }) => name.split(/[.[]/)[0] ?? name));

/** Spec 5: each failed submit sends the fields in error (French labels, '|'-joined) to analytics. */
export function trackFormErrors(formName: string, errors: unknown): void {
  const fields = fieldsInError(errors);
  if (fields.size === 0) return;
  track({ event: 'form_error', form_name: formName, form_errors: formErrorList(fields) });
}
