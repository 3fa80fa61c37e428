import { useField, useFormikContext } from 'formik';
import type { FocusEvent } from 'react';
import { fieldIds } from './field-ids.js';

/**
 * A Formik field with what the kit's fields show: its ids and the error to display — only once
 * the field has been touched (left) or after a submit attempt, never while the shopper first types.
 */
export function useFieldFeedback<Value>(name: string) {
  const [field, meta, helpers] = useField<Value>(name);
  const { submitCount } = useFormikContext();
  const ids = fieldIds(name);
  // A group's `touched` ({ day, month, year }) is an object of its parts, despite Formik's type.
  const touchedState: unknown = meta.touched;
  const touched =
    submitCount > 0 ||
    touchedState === true ||
    (typeof touchedState === 'object' && touchedState !== null);
  const error =
    touched && typeof meta.error === 'string' && meta.error !== '' ? meta.error : undefined;
  return { field, meta, helpers, ids, error };
}

/** Focus leaves a group of controls (a fieldset) rather than moving inside it. */
export function leavesGroup(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget;
  return !(next instanceof Node && event.currentTarget.contains(next));
}
