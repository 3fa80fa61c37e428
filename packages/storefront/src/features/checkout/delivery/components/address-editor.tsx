import type { Address, AddressKey, SignedInCustomer } from '@vitrine/api-client';
import { FormErrorSummary, RequiredFieldsNote, SubmitButton } from '@vitrine/ui';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../../../app/api-failure.js';
import { useStoreContext } from '../../../../app/store-context.js';
import { useRouteTexts } from '../../../../i18n/route-texts.js';
import { AddressFields } from '../../../../shared/forms/customer-fields.js';
import { customerFieldsTranslations } from '../../../../shared/forms/customer-fields.i18n.js';
import {
  ADDRESS_LINE_FIELDS,
  addressFormValues,
  customerLabelKeys,
} from '../../../../shared/forms/customer-values.js';
import { FormServerError } from '../../../../shared/forms/form-server-error.js';
import { useFormSchemas } from '../../../../shared/forms/form-schemas.js';
import { showServerFailure } from '../../../../shared/forms/server-failure.js';
import { StoreForm } from '../../../../shared/forms/store-form.js';
import { useFieldLabels } from '../../../../shared/forms/use-field-labels.js';
import {
  useSaveMainAddressMutation,
  useSaveSecondaryAddressMutation,
} from '../../../../state/customer-api.js';
import styles from './delivery-addresses.module.css';

const LABEL_KEYS = customerLabelKeys(ADDRESS_LINE_FIELDS);

const FORM_NAMES: Record<AddressKey, string> = {
  P: 'delivery_main_address',
  S: 'delivery_secondary_address',
};

/** What the shopper does with each address: edit it, or add the alternative one. */
export const EDIT_ACTIONS: Record<AddressKey, string> = {
  P: 'DELIVERY_ADDRESS_EDIT_MAIN',
  S: 'DELIVERY_ADDRESS_EDIT_SECONDARY',
};
export const ADD_ACTION = 'DELIVERY_ADDRESS_ADD';

export interface AddressEditorProps {
  addressKey: AddressKey;
  /** The address as saved; none when the shopper adds the alternative one. */
  address: Address | undefined;
  /** Saved with the address (the address forms carry the contact details, spec 7.1). */
  customer: Pick<SignedInCustomer, 'cellPhone' | 'landline' | 'smsOption'>;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * Edits the main (P) or alternative (S) address in place, with the account's address schema
 * (spec 5); the contact details go along unchanged. Focus moves into the form when it opens.
 */
export function AddressEditor({
  addressKey,
  address,
  customer,
  onSaved,
  onCancel,
}: AddressEditorProps) {
  useRouteTexts(customerFieldsTranslations);
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const schemas = useFormSchemas();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [saveMain] = useSaveMainAddressMutation();
  const [saveSecondary] = useSaveSecondaryAddressMutation();
  const formName = FORM_NAMES[addressKey];
  const labels = useFieldLabels(LABEL_KEYS);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const initialValues = addressFormValues(address, customer, config.locale);

  return (
    <section className={styles.editor} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.editorTitle}>
        {t(address ? EDIT_ACTIONS[addressKey] : ADD_ACTION)}
      </h3>
      <StoreForm
        name={formName}
        initialValues={initialValues}
        validationSchema={addressKey === 'P' ? schemas.mainAddress : schemas.secondaryAddress}
        aria-labelledby={`${id}-title`}
        onSubmit={async (values, helpers) => {
          try {
            await (addressKey === 'P' ? saveMain : saveSecondary)(values).unwrap();
            onSaved();
          } catch (error) {
            showServerFailure(formName, error as ApiFailure, helpers);
          }
        }}
      >
        <RequiredFieldsNote />
        <FormErrorSummary labels={labels} headingLevel={3} />
        <div className={styles.fields}>
          <AddressFields labels={labels} />
        </div>
        <FormServerError />
        <div className={styles.editorActions}>
          <SubmitButton>{t('DELIVERY_ADDRESS_SAVE')}</SubmitButton>
          <button type="button" className={styles.linkButton} onClick={onCancel}>
            {t('DELIVERY_ADDRESS_CANCEL')}
          </button>
        </div>
      </StoreForm>
    </section>
  );
}
