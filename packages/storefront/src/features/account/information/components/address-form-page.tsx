import type { AddressKey } from '@vitrine/api-client';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreContext } from '../../../../app/store-context.js';
import { AddressFields, PhoneFields } from '../../../../shared/forms/customer-fields.js';
import {
  ADDRESS_LINE_FIELDS,
  addressFormValues,
  customerLabelKeys,
} from '../../../../shared/forms/customer-values.js';
import { FormSection } from '../../../../shared/forms/form-section.js';
import {
  useSaveMainAddressMutation,
  useSaveSecondaryAddressMutation,
} from '../../../../state/customer-api.js';
import { useAccountForm, useSignedInCustomer } from '../use-account-change.js';
import { AccountForm } from './account-form.js';
import { FormPage } from '../../../../shared/forms/form-page.js';

const LABEL_KEYS = customerLabelKeys([...ADDRESS_LINE_FIELDS, 'cellPhone', 'landline']);

const PAGES: Record<AddressKey, { formName: string; titleKey: string }> = {
  P: { formName: 'main_address', titleKey: 'ACCOUNT_PAGE_MAIN_ADDRESS' },
  S: { formName: 'secondary_address', titleKey: 'ACCOUNT_PAGE_SECONDARY_ADDRESS' },
};

/**
 * The main (P) or alternative (S) address form (spec 3, 5; the alternative one is added here when
 * there is none): the address with the store's postcode rules ('We do not deliver this area.'),
 * and the phones the save call carries with it. The SMS offers choice goes along unchanged; the
 * mobile stays required while it is chosen.
 */
export function AddressFormPage({ addressKey }: { addressKey: AddressKey }) {
  const { formName, titleKey } = PAGES[addressKey];
  const { schemas, labels, submit } = useAccountForm(formName, LABEL_KEYS);
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const customer = useSignedInCustomer();
  const [saveMain] = useSaveMainAddressMutation();
  const [saveSecondary] = useSaveSecondaryAddressMutation();
  const save = addressKey === 'P' ? saveMain : saveSecondary;
  const initialValues = useMemo(
    () => customer && addressFormValues(customer.addresses[addressKey], customer, config.locale),
    [customer, addressKey, config.locale],
  );
  if (!customer || !initialValues) return null;
  return (
    <FormPage title={t(titleKey)}>
      <AccountForm
        name={formName}
        labels={labels}
        initialValues={initialValues}
        validationSchema={addressKey === 'P' ? schemas.mainAddress : schemas.secondaryAddress}
        onSubmit={(values, helpers) => submit(() => save(values).unwrap(), helpers)}
      >
        {({ values }) => (
          <>
            <AddressFields labels={labels} />
            <FormSection title={t('INFORMATION_PHONES_TITLE')}>
              <PhoneFields labels={labels} smsChosen={values.smsOption} />
            </FormSection>
          </>
        )}
      </AccountForm>
    </FormPage>
  );
}
