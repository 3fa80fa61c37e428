import type { FormikHelpers } from 'formik';
import type { ApiFailure } from '../../app/api-failure.js';
import { trackFormErrors } from './form-error-tracking.js';

/** What a form shows above its button after the server refused it. */
export interface FormServerStatus {
  /** The server's message, or the generic one (spec 8 'An error has occurred.'). */
  error: string;
}

/** The spec's generic message key, for failures the server did not explain. */
export const GENERIC_ERROR_KEY = 'ERROR_GENERIC';

/**
 * Shows a refused submit: the fields the server named get its message inline (and go to
 * analytics), the form's status gets its message unless a field shows it already. The values
 * stay as typed. `messageKey`
 * (`useServerMessageKey`) turns the server's English field messages into i18n keys, so the
 * fields show them in the store's language.
 */
export function showServerFailure<Values>(
  formName: string,
  failure: ApiFailure,
  helpers: Pick<FormikHelpers<Values>, 'setErrors' | 'setStatus'>,
  messageKey: (message: string) => string = (message) => message,
): void {
  const fieldMessages = Object.entries(failure.fields ?? {});
  if (fieldMessages.length > 0) {
    const fields = Object.fromEntries(
      fieldMessages.map(([field, message]) => [field, messageKey(message)]),
    );
    helpers.setErrors(fields as never);
    trackFormErrors(formName, fields);
  }
  const error = failure.serverMessage ?? GENERIC_ERROR_KEY;
  // A message a field already shows inline is not repeated above the button.
  const shownInline = fieldMessages.some(([, message]) => message === error);
  helpers.setStatus(shownInline ? undefined : ({ error } satisfies FormServerStatus));
}

/**
 * A refusal the server explained (a 4xx with its message: an e-mail already taken, a wrong
 * password, fields in error) is shown as it is; any other failure (server error, no network)
 * shows the form's own message, `fallbackKey` (spec 8: 'We can't save the client.', 'Your
 * request has not been received, please try later.').
 */
export function withFallbackMessage(failure: ApiFailure, fallbackKey: string): ApiFailure {
  const explained = failure.status >= 400 && failure.status < 500 && failure.serverMessage;
  return explained ? failure : { ...failure, serverMessage: fallbackKey };
}
