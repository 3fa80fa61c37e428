import type { CheckoutOrder } from '@vitrine/api-client';
import {
  FlashMessage,
  FormErrorSummary,
  PaymentMethodPicker,
  SubmitButton,
  type PaymentMethodOption,
} from '@vitrine/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreContext } from '../../../../app/store-context.js';
import { useFormSchemas } from '../../../../shared/forms/form-schemas.js';
import { FormServerError } from '../../../../shared/forms/form-server-error.js';
import { StoreForm } from '../../../../shared/forms/store-form.js';
import type { PaymentReturn } from '../payment-navigation.js';
import {
  defaultChoice,
  paymentChoices,
  PERSONAL_ACCOUNT,
  type PaymentChoice,
} from '../payment-choices.js';
import { choiceIdOf, initialPaymentValues, withChoice } from '../payment-form.js';
import { useApplePay } from '../use-apple-pay.js';
import { PAYMENT_FORM, usePayment } from '../use-payment.js';
import { InstalmentSchedule } from './instalment-schedule.js';
import { PersonalAccountFields } from './personal-account-fields.js';
import styles from './payment-form.module.css';

export interface PaymentFormProps {
  order: CheckoutOrder;
  /** Back from a provider's page without paying: why is said above the methods. */
  returned: PaymentReturn | null;
}

/** The payment methods (spec 2.5) and the button that places the order. */
export function PaymentForm({ order, returned }: PaymentFormProps) {
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const schemas = useFormSchemas();
  const id = useId();
  const payment = usePayment(order);
  const [returnShown, setReturnShown] = useState(returned);
  const applePay = useApplePay();
  const choices = useMemo(
    () => paymentChoices(order, { personalAccount: config.features.personalAccount, applePay }),
    [order, config.features.personalAccount, applePay],
  );
  const [initialValues] = useState(() => initialPaymentValues(defaultChoice(choices)));
  const options = useMemo(() => pickerOptions(choices, t), [choices, t]);

  return (
    <StoreForm
      name={PAYMENT_FORM}
      initialValues={initialValues}
      validationSchema={schemas.payment}
      onSubmit={async (values, helpers) => {
        setReturnShown(null);
        await payment.submit(values, helpers);
      }}
      className={styles.form}
      aria-labelledby={id}
    >
      {(form) => (
        <>
          <h2 id={id} className={styles.title}>
            {t('PAYMENT_METHODS_TITLE')}
          </h2>
          <FormErrorSummary
            labels={{ cgv: t('PAYMENT_TERMS_TITLE'), birthDate: t('PAYMENT_BIRTH_DATE') }}
            headingLevel={3}
          />
          {returnShown && <ReturnNotice why={returnShown} />}
          <PaymentMethodPicker
            name="paymentMethod"
            options={options}
            value={choiceIdOf(form.values)}
            onChange={(chosen) => {
              const choice = choices.find(({ id }) => id === chosen);
              if (!choice) return;
              payment.forgetRefusal();
              void form.setValues(withChoice(form.values, choice));
            }}
            error={
              payment.refused
                ? 'LABEL_PAYMENT_NOT_VALIDATED'
                : form.submitCount > 0
                  ? form.errors.paymentMethod
                  : undefined
            }
            disabled={form.isSubmitting || payment.leaving}
          />
          <FormServerError />
          <SubmitButton disabled={payment.leaving}>{t('PAYMENT_SUBMIT')}</SubmitButton>
          <p role="status" className={styles.leaving}>
            {payment.leaving ? t('PAYMENT_LEAVING') : ''}
          </p>
        </>
      )}
    </StoreForm>
  );
}

/** The page's choices as the kit's picker shows them; the personal account with its fields. */
function pickerOptions(
  choices: readonly PaymentChoice[],
  t: (key: string) => string,
): PaymentMethodOption[] {
  return choices.map(({ id, method, available, reason, availableCredit, instalments, plan }) => ({
    id,
    method,
    instalments,
    available,
    unavailableReason: typeof reason === 'string' ? t(reason) : reason,
    availableCredit,
    details:
      method === PERSONAL_ACCOUNT ? (
        <PersonalAccountFields />
      ) : plan ? (
        <InstalmentSchedule plan={plan} />
      ) : undefined,
  }));
}

/**
 * Back from a provider's page: spec 8's payment not validated when it refused, a notice when the
 * shopper cancelled there. It takes the focus, so that the shopper hears it before choosing again.
 */
function ReturnNotice({ why }: { why: PaymentReturn }) {
  const { t } = useTranslation();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.focus();
  }, []);
  return (
    <div ref={notice} tabIndex={-1} className={styles.notice}>
      {why === 'declined' ? (
        <FlashMessage severity="error">{t('LABEL_PAYMENT_NOT_VALIDATED')}</FlashMessage>
      ) : (
        <FlashMessage severity="info">{t('PAYMENT_CANCELLED')}</FlashMessage>
      )}
    </div>
  );
}
