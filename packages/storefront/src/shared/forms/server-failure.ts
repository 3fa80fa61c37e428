import type { ErrorParams } from '@vitrine/api-client';
import type { FormikHelpers } from 'formik';
import type { ApiFailure } from '../../app/api-failure.js';
import { trackFormErrors } from './form-error-tracking.js';

/** What a form shows above its button after the server refused it. */
export interface FormServerStatus {
  /** The i18n key of the server's reason, or of the generic one (spec 8 'An error has occurred.'). */
  error: string;
  /** The values the reason's text is written with. */
  params?: ErrorParams;
}

/** The spec's generic message key, for failures the server did not explain. */
export const GENERIC_ERROR_KEY = 'ERROR_GENERIC';

/**
 * Shows a refused submit: the fields the server named get their reason inline (and go to
 * analytics), the form's status gets the server's reason unless a field shows it already. The
 * values stay as typed.
 */
export function showServerFailure<Values>(
  formName: string,
  failure: ApiFailure,
  helpers: Pick<FormikHelpers<Values>, 'setErrors' | 'setStatus'>,
): void {
  const fields = failure.fields ?? {};
  if (Object.keys(fields).length > 0) {
    helpers.setErrors(fields as never);
    trackFormErrors(formName, fields);
  }
  const error = failure.messageKey ?? GENERIC_ERROR_KEY;
  // A reason a field already shows inline is not repeated above the button.
  const shownInline = Object.values(fields).includes(error);
  const status: FormServerStatus = { error, ...(failure.params && { params: failure.params }) };
  helpers.setStatus(shownInline ? undefined : status);
}

/**
 * A refusal the server explained (a 4xx with a reason of its own: an e-mail already taken, a
 * wrong password, fields in error) is shown as it is; any other failure (server error, no
 * network, a refusal only said to be an error) shows the form's own message, `fallbackKey`
 * (spec 8: 'We can't save the client.', 'Your request has not been received, please try
 * later.').
 */
export function withFallbackMessage(
  failure: ApiFailure,
  fallbackKey: string,
): ApiFailure & { messageKey: string } {
  const { status, messageKey } = failure;
  const explained =
    status >= 400 && status < 500 && messageKey !== undefined && messageKey !== GENERIC_ERROR_KEY;
  return { ...failure, messageKey: explained ? messageKey : fallbackKey };
}
