import type { PasswordChangeBody } from '@vitrine/api-client';
import { PasswordField } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { AccountForm } from './components/account-form.js';
import { FormPage } from '../../../shared/forms/form-page.js';
import { useUpdatePasswordMutation } from './information-api.js';
import { useAccountForm } from './use-account-change.js';

const FORM_NAME = 'password_change';
const LABEL_KEYS: Record<keyof PasswordChangeBody, string> = {
  password: 'INFORMATION_CURRENT_PASSWORD_LABEL',
  newPassword: 'INFORMATION_NEW_PASSWORD_LABEL',
  confirmNewPassword: 'INFORMATION_CONFIRM_PASSWORD_LABEL',
};
const EMPTY: PasswordChangeBody = { password: '', newPassword: '', confirmNewPassword: '' };

/**
 * /customer/account/informations/edit/password (spec 5, 8): the current password (a wrong one is
 * refused on its field with the spec's message), the new one with the live checklist of the
 * rules, and its confirmation.
 */
export default function PasswordEditPage() {
  const { schemas, labels, submit } = useAccountForm(FORM_NAME, LABEL_KEYS);
  const { t } = useTranslation();
  const [updatePassword] = useUpdatePasswordMutation();
  return (
    <FormPage title={t('ACCOUNT_PAGE_PASSWORD_EDIT')}>
      <AccountForm
        name={FORM_NAME}
        labels={labels}
        initialValues={EMPTY}
        validationSchema={schemas.passwordChange}
        onSubmit={(values, helpers) => submit(() => updatePassword(values).unwrap(), helpers)}
      >
        <PasswordField label={labels.password} required autoComplete="current-password" />
        <PasswordField name="newPassword" label={labels.newPassword} required />
        <PasswordField
          name="confirmNewPassword"
          label={labels.confirmNewPassword}
          required
          showRules={false}
        />
      </AccountForm>
    </FormPage>
  );
}
