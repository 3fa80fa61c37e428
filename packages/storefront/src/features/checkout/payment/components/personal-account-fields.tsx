import { DateOfBirthField, TermsAcceptanceField } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';

/** The credit-check terms, paragraph by paragraph. */
const TERMS_KEYS = [
  'PAYMENT_TERMS_OPENING',
  'PAYMENT_TERMS_SEARCH',
  'PAYMENT_TERMS_REPAYMENTS',
  'PAYMENT_TERMS_WITHDRAWAL',
  'PAYMENT_TERMS_LATE_PAYMENT',
  'PAYMENT_TERMS_DATA',
] as const;

/**
 * What paying with the personal account asks (spec 5): the credit-check terms, accepted once read
 * to the end, and the birth date of an adult. Formik fields `cgv` and `birthDate`.
 */
export function PersonalAccountFields() {
  const { t } = useTranslation();
  return (
    <>
      <TermsAcceptanceField
        title={t('PAYMENT_TERMS_TITLE')}
        label={t('PAYMENT_TERMS_ACCEPT')}
        required
      >
        {TERMS_KEYS.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </TermsAcceptanceField>
      <DateOfBirthField label={t('PAYMENT_BIRTH_DATE')} required />
    </>
  );
}
