import { FormErrorSummary, RequiredFieldsNote, SubmitButton } from '@vitrine/ui';
import type { FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApiFailure } from '../../../app/api-failure.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { useStoreContext } from '../../../app/store-context.js';
import { useFormSchemas } from '../../../shared/forms/form-schemas.js';
import { FormServerError } from '../../../shared/forms/form-server-error.js';
import { showServerFailure, withFallbackMessage } from '../../../shared/forms/server-failure.js';
import { customerFieldsTranslations } from '../../../shared/forms/customer-fields.i18n.js';
import { useRouteTexts } from '../../../i18n/route-texts.js';
import { StoreForm } from '../../../shared/forms/store-form.js';
import { customerReceived } from '../../../state/customer-slice.js';
import { flashSet } from '../../../state/flash-slice.js';
import { useCreateAccountMutation } from '../api/identity-api.js';
import {
  SIGNUP_FAILED_KEY,
  SIGNUP_LABEL_KEYS,
  emptySignup,
  signupPayload,
  type SignupValues,
} from '../signup-values.js';
import styles from './identity-form.module.css';
import { AboutYouFields, AddressFields, OfferFields, PhoneFields } from './signup-fields.js';
import { useFieldLabels } from '../../../shared/forms/use-field-labels.js';

export interface SignupFormProps {
  /** The form's name in analytics events: 'checkout_signup', 'signup'. */
  name: string;
  /** Where the new customer goes, signed in (delivery in the checkout). */
  destination: string;
}

/**
 * Account creation (spec 3, 5, 8): every field of the signup schema. Created, the customer is
 * signed in and goes to `destination` with the spec's success message; a refusal keeps the
 * values as typed and says why (an e-mail already taken, fields in error, 'We can't save the
 * client.').
 */
export function SignupForm({ name, destination }: SignupFormProps) {
  useRouteTexts(customerFieldsTranslations);
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const schemas = useFormSchemas();
  const labels = useFieldLabels(SIGNUP_LABEL_KEYS);
  const initialValues = useMemo(() => emptySignup(config.locale), [config.locale]);
  const [createAccount] = useCreateAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const onSubmit = async (values: SignupValues, helpers: FormikHelpers<SignupValues>) => {
    helpers.setStatus(undefined);
    try {
      const { customer } = await createAccount(signupPayload(values)).unwrap();
      dispatch(customerReceived(customer));
    } catch (error) {
      showServerFailure(name, withFallbackMessage(error as ApiFailure, SIGNUP_FAILED_KEY), helpers);
      return;
    }
    dispatch(flashSet({ messageKey: 'IDENTITY_SIGNUP_SUCCESS', severity: 'success' }));
    void navigate(destination, { replace: true });
  };

  return (
    <StoreForm
      name={name}
      initialValues={initialValues}
      validationSchema={schemas.signup}
      onSubmit={onSubmit}
      className={`${styles.form} ${styles.wide}`}
    >
      {({ values }) => (
        <>
          <FormErrorSummary labels={labels} />
          <RequiredFieldsNote />
          <AboutYouFields labels={labels} />
          <AddressFields labels={labels} />
          <OfferFields labels={labels} />
          <PhoneFields labels={labels} smsChosen={values.smsOption === true} />
          <FormServerError />
          <SubmitButton>{t('IDENTITY_SIGNUP_SUBMIT')}</SubmitButton>
        </>
      )}
    </StoreForm>
  );
}
