import type { EmailChangeBody } from '@vitrine/api-client';
import { EmailField, PasswordField } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { AccountForm } from './components/account-form.js';
import { FormPage } from '../../../shared/forms/form-page.js';
import { useUpdateEmailMutation } from './information-api.js';
import { useAccountForm, useSignedInCustomer } from './use-account-change.js';

const FORM_NAME = 'email_change';
const LABEL_KEYS: Record<keyof EmailChangeBody, string> = {
  newEmail: 'INFORMATION_NEW_EMAIL_LABEL',
  confirmEmail: 'INFORMATION_CONFIRM_EMAIL_LABEL',
  password: 'INFORMATION_CURRENT_PASSWORD_LABEL',
};
const EMPTY: EmailChangeBody = { newEmail: '', confirmEmail: '', password: '' };

/**
 * /customer/account/informations/edit/email (spec 5, 8): the new address twice (they must
 * match) and the current password; an address another account uses is refused with the spec's
 * message.
 */
export default function EmailEditPage() {
  const { schemas, labels, submit } = useAccountForm(FORM_NAME, LABEL_KEYS);
  const { t } = useTranslation();
  const customer = useSignedInCustomer();
  const [updateEmail] = useUpdateEmailMutation();
  if (!customer) return null;
  return (
    <FormPage
      title={t('ACCOUNT_PAGE_EMAIL_EDIT')}
      intro={t('INFORMATION_CURRENT_EMAIL', { email: customer.email })}
    >
      <AccountForm
        name={FORM_NAME}
        labels={labels}
        initialValues={EMPTY}
        validationSchema={schemas.emailChange}
        onSubmit={(values, helpers) => submit(() => updateEmail(values).unwrap(), helpers)}
      >
        <EmailField name="newEmail" label={labels.newEmail} required />
        <EmailField name="confirmEmail" label={labels.confirmEmail} required autoComplete="off" />
        <PasswordField label={labels.password} required autoComplete="current-password" />
      </AccountForm>
    </FormPage>
  );
}
