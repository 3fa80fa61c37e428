import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../app/api-failure.js';
import { errorTextOptions } from '../app/error-texts.js';

/**
 * A failed call's reason in the store's language: the text of the server's error code, written
 * with its values; undefined when the server gave none (no answer, an unknown code).
 */
export function useFailureText(): (failure: ApiFailure) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    ({ messageKey, params }: ApiFailure) =>
      messageKey === undefined ? undefined : t(messageKey, errorTextOptions(params)),
    [t],
  );
}
