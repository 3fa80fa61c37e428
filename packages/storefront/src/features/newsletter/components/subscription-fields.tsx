import { PhoneField, RadioGroupField } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { useYesNoOptions } from '../../../shared/forms/customer-fields.js';
import type { SubscriptionValues } from '../newsletter-values.js';

/**
 * The subscription choices (spec 3): brand e-mail, brand SMS (then the mobile, required: spec 5)
 * and partners' e-mail, each a yes/no the shopper answers.
 */
export function SubscriptionFields({
  labels,
  values,
}: {
  labels: Record<keyof SubscriptionValues, string>;
  values: SubscriptionValues;
}) {
  const { t } = useTranslation();
  const yesNo = useYesNoOptions();
  return (
    <>
      <RadioGroupField
        name="mailOption"
        label={labels.mailOption}
        options={yesNo}
        required
        inline
      />
      <RadioGroupField
        name="smsOption"
        label={labels.smsOption}
        hint={t('CUSTOMER_SMS_OPTION_HINT')}
        options={yesNo}
        required
        inline
      />
      <PhoneField label={labels.cellPhone} required={values.smsOption} />
      <RadioGroupField
        name="partnerOption"
        label={labels.partnerOption}
        options={yesNo}
        required
        inline
      />
    </>
  );
}
