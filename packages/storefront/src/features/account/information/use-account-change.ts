import type { SignedInCustomer } from '@vitrine/api-client';
import type { FormikHelpers } from 'formik';
import { useNavigate } from 'react-router';
import type { ApiFailure } from '../../../app/api-failure.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { useStoreContext } from '../../../app/store-context.js';
import { useRouteTexts } from '../../../i18n/route-texts.js';
import { customerFieldsTranslations } from '../../../shared/forms/customer-fields.i18n.js';
import { useFormSchemas } from '../../../shared/forms/form-schemas.js';
import { showServerFailure, withFallbackMessage } from '../../../shared/forms/server-failure.js';
import { useFieldLabels } from '../../../shared/forms/use-field-labels.js';
import { selectCustomer } from '../../../state/customer-slice.js';
import { flashSet } from '../../../state/flash-slice.js';
import { informationTranslations } from './information.i18n.js';

/** Spec 8's failure of a personal information change, for failures the server did not explain. */
export const UPDATE_FAILED_KEY = 'INFORMATION_UPDATE_FAILED';

/** The signed-in customer the account pages show (their route requires a login). */
export function useSignedInCustomer(): SignedInCustomer | undefined {
  const customer = useAppSelector(selectCustomer);
  return customer?.isLoggedIn ? customer : undefined;
}

/**
 * Submits one of the account's forms: the change done, the customer goes back to the summary
 * with spec 8's 'Your information have been successfully modified'; refused, the form stays as
 * typed with the server's reason (inline when it names a field), or spec 8's 'Your request has
 * not been received, please try later.' when the server could not explain.
 */
function useAccountChange(formName: string) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { paths } = useStoreContext();
  return async <Values>(
    change: () => Promise<unknown>,
    helpers: Pick<FormikHelpers<Values>, 'setErrors' | 'setStatus'>,
  ): Promise<void> => {
    helpers.setStatus(undefined);
    try {
      await change();
    } catch (error) {
      const failure = withFallbackMessage(error as ApiFailure, UPDATE_FAILED_KEY);
      showServerFailure(formName, failure, helpers);
      return;
    }
    dispatch(flashSet({ messageKey: 'INFORMATION_SAVED', severity: 'success' }));
    await navigate(paths.account.information);
  };
}

/**
 * What an account form page needs: its texts (the customer fields' too: their labels and the
 * server's messages), the store's schemas, its labels, and `submit` (see `useAccountChange`).
 */
export function useAccountForm<Name extends string>(
  formName: string,
  labelKeys: Record<Name, string>,
) {
  useRouteTexts(informationTranslations);
  useRouteTexts(customerFieldsTranslations);
  return {
    schemas: useFormSchemas(),
    labels: useFieldLabels(labelKeys),
    submit: useAccountChange(formName),
  };
}
