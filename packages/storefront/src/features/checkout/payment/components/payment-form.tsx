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
import {
  defaultMethod,
  paymentChoices,
  PERSONAL_ACCOUNT,
  type PaymentChoice,
} from '../payment-choices.js';
import { initialPaymentValues, withMethod } from '../payment-form.js';
import { PAYMENT_FORM, usePayment } from '../use-payment.js';
import { PersonalAccountFields } from './personal-account-fields.js';
import styles from './payment-form.module.css';

export interface PaymentFormProps {
  order: CheckoutOrder;
  /** Back from a declined card: the refusal is said above the methods. */
  declined: boolean;
}

/** The payment methods (spec 2.5) and the button that places the order. */
export function PaymentForm({ order, declined }: PaymentFormProps) {
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const schemas = useFormSchemas();
  const id = useId();
  const payment = usePayment(order);
  const [declinedShown, setDeclinedShown] = useState(declined);
  const choices = useMemo(() => paymentChoices(order, config.features), [order, config.features]);
  const [initialValues] = useState(() => initialPaymentValues(defaultMethod(choices)));
  const options = useMemo(() => pickerOptions(choices, t), [choices, t]);

  return (
    <StoreForm
      name={PAYMENT_FORM}
      initialValues={initialValues}
      validationSchema={schemas.payment}
      onSubmit={async (values, helpers) => {
        setDeclinedShown(false);
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
          {declinedShown && <DeclinedNotice />}
          <PaymentMethodPicker
            name="paymentMethod"
            options={options}
            value={form.values.paymentMethod}
            onChange={(chosen) => {
              const choice = choices.find(({ method }) => method === chosen);
              if (!choice) return;
              payment.forgetRefusal();
              void form.setValues(withMethod(form.values, choice.method));
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
  return choices.map(({ method, available, reasonKey, availableCredit }) => ({
    id: method,
    method,
    available,
    unavailableReason: reasonKey === undefined ? undefined : t(reasonKey),
    availableCredit,
    details: method === PERSONAL_ACCOUNT ? <PersonalAccountFields /> : undefined,
  }));
}

/**
 * Spec 8, payment not validated, on coming back from a declined card. It takes the focus, so
 * that the shopper hears it before choosing again.
 */
function DeclinedNotice() {
  const { t } = useTranslation();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.focus();
  }, []);
  return (
    <div ref={notice} tabIndex={-1} className={styles.notice}>
      <FlashMessage severity="error">{t('LABEL_PAYMENT_NOT_VALIDATED')}</FlashMessage>
    </div>
  );
}
