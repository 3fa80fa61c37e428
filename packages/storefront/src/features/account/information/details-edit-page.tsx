import { DateOfBirthField } from '@vitrine/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CivilityField,
  NameFields,
  PhoneFields,
  SmsOptionField,
} from '../../../shared/forms/customer-fields.js';
import { customerLabelKeys } from '../../../shared/forms/customer-values.js';
import { FormSection } from '../../../shared/forms/form-section.js';
import { AccountForm } from './components/account-form.js';
import { FormPage } from '../../../shared/forms/form-page.js';
import { useUpdatePersonalInformationMutation } from './information-api.js';
import { detailsFormValues, detailsPayload } from './information-values.js';
import { useAccountForm, useSignedInCustomer } from './use-account-change.js';

const FORM_NAME = 'personal_information';
const LABEL_KEYS = customerLabelKeys([
  'civility',
  'firstName',
  'lastName',
  'birthDate',
  'smsOption',
  'cellPhone',
  'landline',
]);

/**
 * /customer/account/informations/edit (spec 3, 5, 8): civility, names, birth date, SMS offers and
 * phones with the store's rules (the mobile is required once SMS offers are chosen). Saved, the
 * header's dropdown shows the new civility and name.
 */
export default function DetailsEditPage() {
  const { schemas, labels, submit } = useAccountForm(FORM_NAME, LABEL_KEYS);
  const { t } = useTranslation();
  const customer = useSignedInCustomer();
  const initialValues = useMemo(() => customer && detailsFormValues(customer), [customer]);
  const [update] = useUpdatePersonalInformationMutation();
  if (!customer || !initialValues) return null;
  return (
    <FormPage title={t('ACCOUNT_PAGE_INFORMATION_EDIT')}>
      <AccountForm
        name={FORM_NAME}
        labels={labels}
        initialValues={initialValues}
        validationSchema={schemas.personalInformation}
        onSubmit={(values, helpers) =>
          submit(() => update(detailsPayload(values)).unwrap(), helpers)
        }
      >
        {({ values }) => (
          <>
            <CivilityField label={labels.civility} current={customer.civility} />
            <NameFields labels={labels} />
            <DateOfBirthField label={labels.birthDate} />
            <FormSection title={t('INFORMATION_PHONES_TITLE')}>
              <SmsOptionField label={labels.smsOption} />
              <PhoneFields labels={labels} smsChosen={values.smsOption} />
            </FormSection>
          </>
        )}
      </AccountForm>
    </FormPage>
  );
}
