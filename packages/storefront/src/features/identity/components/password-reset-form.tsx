import { FormErrorSummary, PasswordField, RequiredFieldsNote, SubmitButton } from '@vitrine/ui';
import type { FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApiFailure } from '../../../app/api-failure.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { useStoreContext } from '../../../app/store-context.js';
import { useFormSchemas } from '../../../shared/forms/form-schemas.js';
import { FormServerError } from '../../../shared/forms/form-server-error.js';
import { showServerFailure } from '../../../shared/forms/server-failure.js';
import { StoreForm } from '../../../shared/forms/store-form.js';
import { flashSet } from '../../../state/flash-slice.js';
import { useResetPasswordMutation } from '../api/identity-api.js';
import {
  EMPTY_PASSWORD_RESET,
  PASSWORD_RESET_LABEL_KEYS,
  isDeadLink,
  passwordResetPayload,
  type PasswordResetValues,
} from '../recovery-values.js';
import styles from './identity-form.module.css';
import { useFieldLabels } from '../../../shared/forms/use-field-labels.js';

const FORM_NAME = 'password_reset';

export interface PasswordResetFormProps {
  /** The reset link's token. */
  token: string;
  /** The server says the link is used or expired: the page says so instead of the form. */
  onDeadLink: () => void;
}

/**
 * The reset link's new password (spec 4, 5): the password with its rules' checklist and its
 * confirmation, checked by the signup's rules. Saved, the shopper signs in with it: the login
 * page, with the server's success message.
 */
export function PasswordResetForm({ token, onDeadLink }: PasswordResetFormProps) {
  const { t } = useTranslation();
  const { paths } = useStoreContext();
  const schemas = useFormSchemas();
  // The server checks the same two fields of the password change (customer/resetpassword).
  const schema = useMemo(
    () => schemas.passwordChange.pick(['newPassword', 'confirmNewPassword']),
    [schemas],
  );
  const labels = useFieldLabels(PASSWORD_RESET_LABEL_KEYS);
  const [resetPassword] = useResetPasswordMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const onSubmit = async (
    values: PasswordResetValues,
    helpers: FormikHelpers<PasswordResetValues>,
  ) => {
    helpers.setStatus(undefined);
    try {
      await resetPassword(passwordResetPayload(token, values)).unwrap();
    } catch (error) {
      const failure = error as ApiFailure;
      if (isDeadLink(failure)) onDeadLink();
      else showServerFailure(FORM_NAME, failure, helpers);
      return;
    }
    dispatch(flashSet({ messageKey: 'IDENTITY_PASSWORD_RESET_DONE', severity: 'success' }));
    void navigate(paths.account.login, { replace: true });
  };

  return (
    <StoreForm
      name={FORM_NAME}
      initialValues={EMPTY_PASSWORD_RESET}
      validationSchema={schema}
      onSubmit={onSubmit}
      className={styles.form}
    >
      <FormErrorSummary labels={labels} />
      <RequiredFieldsNote />
      <PasswordField name="newPassword" label={labels.newPassword} required />
      <PasswordField
        name="confirmNewPassword"
        label={labels.confirmNewPassword}
        required
        showRules={false}
      />
      <FormServerError />
      <SubmitButton>{t('IDENTITY_PASSWORD_RESET_SUBMIT')}</SubmitButton>
    </StoreForm>
  );
}
