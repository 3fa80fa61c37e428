import {
  PhoneField,
  PostcodeField,
  RadioGroupField,
  SelectField,
  TextField,
  type RadioOption,
} from '@vitrine/ui';
import type { Civility } from '@vitrine/validation/forms';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreContext } from '../../app/store-context.js';
import styles from './customer-fields.module.css';
import {
  CIVILITY_KEYS,
  COUNTRY_KEYS,
  civilityChoices,
  storeCountry,
  type CustomerField,
} from './customer-values.js';

// The customer's fields as every customer form shows them (signup, personal information, the
// account's and the checkout's address forms). Their texts are customer-fields.i18n.ts: a form
// using them calls `useRouteTexts(customerFieldsTranslations)` before reading its labels.

/** Labels of the fields a part shows, in the store's language (see `useFieldLabels`). */
type Labels<F extends CustomerField> = Record<F, string>;

/** Two fields side by side on wider screens (first and last name, postcode and city). */
export function FieldPair({ children }: { children: ReactNode }) {
  return <div className={styles.pair}>{children}</div>;
}

/** The civility as a choice among the store's (spec 5: required). */
export function CivilityField({
  label,
  current = '',
}: {
  label: string;
  /** The civility saved on the account, offered even when the store no longer does. */
  current?: Civility | '';
}) {
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const options = useMemo<RadioOption[]>(
    () =>
      civilityChoices(config.locale, current).map((civility) => ({
        value: civility,
        label: t(CIVILITY_KEYS[civility]),
      })),
    [config.locale, current, t],
  );
  return <RadioGroupField name="civility" label={label} options={options} required inline />;
}

/** First and last name, side by side on wider screens. */
export function NameFields({ labels }: { labels: Labels<'firstName' | 'lastName'> }) {
  return (
    <FieldPair>
      <TextField name="firstName" label={labels.firstName} required autoComplete="given-name" />
      <TextField name="lastName" label={labels.lastName} required autoComplete="family-name" />
    </FieldPair>
  );
}

/**
 * An address (spec 3, 5): street and number, building, locality, the postcode and city of the
 * store's rules, and its country — the only one the store delivers to.
 */
export function AddressFields({
  labels,
}: {
  labels: Labels<'street' | 'complement' | 'locality' | 'postalCode' | 'city' | 'country'>;
}) {
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const country = storeCountry(config.locale);
  return (
    <>
      <TextField name="street" label={labels.street} required autoComplete="address-line1" />
      <TextField name="complement" label={labels.complement} autoComplete="address-line2" />
      <TextField name="locality" label={labels.locality} autoComplete="address-line3" />
      <FieldPair>
        <PostcodeField label={labels.postalCode} required />
        <TextField name="city" label={labels.city} required autoComplete="address-level2" />
      </FieldPair>
      <SelectField
        name="country"
        label={labels.country}
        options={[{ value: country, label: t(COUNTRY_KEYS[country]) }]}
        placeholder={false}
        required
        autoComplete="country"
        width="medium"
      />
    </>
  );
}

/** The yes/no answers of a choice the shopper must make. */
export function useYesNoOptions(): RadioOption[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { value: true, label: t('CUSTOMER_YES') },
      { value: false, label: t('CUSTOMER_NO') },
    ],
    [t],
  );
}

/** SMS offers, yes or no (spec 3 subscription preferences); the mobile is then required. */
export function SmsOptionField({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <RadioGroupField
      name="smsOption"
      label={label}
      hint={t('CUSTOMER_SMS_OPTION_HINT')}
      options={useYesNoOptions()}
      required
      inline
    />
  );
}

/** Mobile and landline, with the store's rules; the mobile is required once SMS offers are chosen (spec 5). */
export function PhoneFields({
  labels,
  smsChosen,
}: {
  labels: Labels<'cellPhone' | 'landline'>;
  smsChosen: boolean;
}) {
  return (
    <>
      <PhoneField label={labels.cellPhone} required={smsChosen} />
      <PhoneField variant="landline" label={labels.landline} />
    </>
  );
}
