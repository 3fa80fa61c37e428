import { DateOfBirthField, EmailField, PasswordField, RadioGroupField } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import {
  AddressFields as CustomerAddressFields,
  CivilityField,
  FieldPair,
  NameFields,
  PhoneFields as CustomerPhoneFields,
  SmsOptionField,
  useYesNoOptions,
} from '../../../shared/forms/customer-fields.js';
import { FormSection as Section } from '../../../shared/forms/form-section.js';
import type { SignupValues } from '../signup-values.js';
import styles from './identity-form.module.css';

/** The labels of the signup fields, by field name. */
export type SignupLabels = Record<keyof SignupValues, string>;

/** Civility, names, e-mail and password (each with its confirmation), birth date. */
export function AboutYouFields({ labels }: { labels: SignupLabels }) {
  const { t } = useTranslation();
  return (
    <Section title={t('IDENTITY_ABOUT_YOU_TITLE')}>
      <CivilityField label={labels.civility} />
      <NameFields labels={labels} />
      <FieldPair>
        <EmailField label={labels.email} required />
        <EmailField name="confirmEmail" label={labels.confirmEmail} required autoComplete="off" />
      </FieldPair>
      <PasswordField label={labels.password} required />
      <PasswordField
        name="confirmPassword"
        label={labels.confirmPassword}
        required
        showRules={false}
      />
      <DateOfBirthField label={labels.birthDate} />
    </Section>
  );
}

/** The main address, in the store's country (the only one it delivers to). */
export function AddressFields({ labels }: { labels: SignupLabels }) {
  const { t } = useTranslation();
  return (
    <Section title={t('IDENTITY_ADDRESS_TITLE')}>
      <CustomerAddressFields labels={labels} />
    </Section>
  );
}

/** Mobile and landline; the mobile is needed once SMS offers are chosen (spec 5). */
export function PhoneFields({ labels, smsChosen }: { labels: SignupLabels; smsChosen: boolean }) {
  const { t } = useTranslation();
  return (
    <Section title={t('IDENTITY_PHONES_TITLE')}>
      <CustomerPhoneFields labels={labels} smsChosen={smsChosen} />
    </Section>
  );
}

/** The three yes/no offers (spec 3 subscription preferences), each to be answered; SMS offers need the mobile number asked next. */
export function OfferFields({ labels }: { labels: SignupLabels }) {
  const { t } = useTranslation();
  const yesNo = useYesNoOptions();
  return (
    <Section title={t('IDENTITY_OFFERS_TITLE')}>
      <p className={styles.intro}>{t('IDENTITY_OFFERS_INTRO')}</p>
      <RadioGroupField
        name="mailOption"
        label={labels.mailOption}
        options={yesNo}
        required
        inline
      />
      <SmsOptionField label={labels.smsOption} />
      <RadioGroupField
        name="partnerOption"
        label={labels.partnerOption}
        options={yesNo}
        required
        inline
      />
    </Section>
  );
}
