// Test support for the form schema tests (not part of the package): what a payload's errors are.
import { ValidationError } from 'yup';

interface Validatable {
  validate: (value: unknown, options: { abortEarly: boolean }) => Promise<unknown>;
}

/** Every error of the payload (abortEarly off), in Yup's order; `[]` when it is valid. */
export async function validationErrorsOf(
  schema: Validatable,
  payload: unknown,
): Promise<{ path: string; message: string }[]> {
  try {
    await schema.validate(payload, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.map(({ path, message }) => ({ path: path ?? '', message }));
  }
}

/** `{ path: message }` of every field in error (its first message), `{}` when the payload is valid. */
export async function errorsOf(
  schema: Validatable,
  payload: unknown,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const { path, message } of await validationErrorsOf(schema, payload))
    errors[path] ??= message;
  return errors;
}
