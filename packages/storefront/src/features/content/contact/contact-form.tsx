import { EmailField, SelectField, SubmitButton, TextAreaField, TextField } from '@vitrine/ui';
import { MESSAGE_MAX_LENGTH } from '@vitrine/validation/forms';
import type { FormikHelpers } from 'formik';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../../app/api-failure.js';
import { useAppSelector } from '../../../app/hooks.js';
import { useStoreContext } from '../../../app/store-context.js';
import { useRouteTexts } from '../../../i18n/route-texts.js';
import { CaptchaField } from '../../../shared/forms/bot-challenge.js';
import { CivilityField, NameFields } from '../../../shared/forms/customer-fields.js';
import { customerFieldsTranslations } from '../../../shared/forms/customer-fields.i18n.js';
import { COUNTRY_KEYS } from '../../../shared/forms/customer-values.js';
import { FormNotice, FormStart, formColumnClass } from '../../../shared/forms/form-page.js';
import { useFormSchemas } from '../../../shared/forms/form-schemas.js';
import { FormSection } from '../../../shared/forms/form-section.js';
import { FormServerError } from '../../../shared/forms/form-server-error.js';
import { showServerFailure, withFallbackMessage } from '../../../shared/forms/server-failure.js';
import { StoreForm } from '../../../shared/forms/store-form.js';
import { useFieldLabels } from '../../../shared/forms/use-field-labels.js';
import { selectCustomer } from '../../../state/customer-slice.js';
import { useSubmitContactMutation } from './contact-api.js';
import { contactFormTranslations } from './contact-form.i18n.js';
import {
  CONTACT_LABEL_KEYS,
  CONTACT_SUBJECT_KEYS,
  contactFormValues,
  type ContactValues,
} from './contact-values.js';

const FORM_NAME = 'contact';

/**
 * The contact form (spec 2.1, 5, 7.3): identity, e-mail, country of residence, subject, message,
 * an optional order number and the captcha box (third-party: the bot challenge's provider in its
 * interactive mode). A customer's identity comes filled in. Sent, the server's confirmation takes
 * the form's place.
 */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  useRouteTexts(contactFormTranslations);
  useRouteTexts(customerFieldsTranslations);
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const schemas = useFormSchemas();
  const labels = useFieldLabels(CONTACT_LABEL_KEYS);
  const customer = useAppSelector(selectCustomer);
  const signedIn = customer?.isLoggedIn ? customer : undefined;
  const initialValues = useMemo(
    () => contactFormValues(signedIn, config.locale),
    [signedIn, config.locale],
  );
  const subjects = useMemo(
    () => CONTACT_SUBJECT_KEYS.map((key) => ({ value: t(key), label: t(key) })),
    [t],
  );
  const country = initialValues.country;
  const [submit] = useSubmitContactMutation();
  const [token, setToken] = useState('');
  const onSolved = useCallback((solved: string) => {
    setToken(solved);
  }, []);
  const [sent, setSent] = useState(false);

  const onSubmit = async (
    { civility, captcha, ...values }: ContactValues,
    helpers: FormikHelpers<ContactValues>,
  ) => {
    helpers.setStatus(undefined);
    if (civility === '' || !captcha) return; // the schema requires both
    try {
      await submit({ civility, ...values, captcha: true, turnstileToken: token }).unwrap();
      setSent(true);
    } catch (error) {
      showServerFailure(
        FORM_NAME,
        withFallbackMessage(error as ApiFailure, 'CONTACT_FORM_FAILED'),
        helpers,
      );
      // The captcha's token is single-use: the box is ticked again for a new one.
      void helpers.setFieldValue('captcha', false, false);
    }
  };

  if (sent) return <FormNotice severity="success">{t('CONTACT_FORM_SENT')}</FormNotice>;
  return (
    <StoreForm
      // The customer is often known after the page has rendered (the first page of a visit):
      // their identity then starts a new form, as Formik keeps the values it started with.
      key={signedIn ? 'customer' : 'visitor'}
      name={FORM_NAME}
      initialValues={initialValues}
      validationSchema={schemas.contact}
      onSubmit={onSubmit}
      className={formColumnClass}
      aria-labelledby={labelledBy}
    >
      <FormStart labels={labels} headingLevel={3} />
      <FormSection title={t('CONTACT_FORM_ABOUT_YOU')}>
        <CivilityField label={labels.civility} current={signedIn?.civility ?? ''} />
        <NameFields labels={labels} />
        <EmailField label={labels.email} required />
        <SelectField
          name="country"
          label={labels.country}
          options={[{ value: country, label: t(COUNTRY_KEYS[country]) }]}
          placeholder={false}
          required
          autoComplete="country"
          width="medium"
        />
      </FormSection>
      <FormSection title={t('CONTACT_FORM_YOUR_MESSAGE')}>
        <SelectField name="subject" label={labels.subject} options={subjects} required />
        <TextField
          name="orderNumber"
          label={labels.orderNumber}
          hint={t('CONTACT_FORM_ORDER_NUMBER_HINT')}
          inputMode="numeric"
          maxLength={20}
          width="medium"
        />
        <TextAreaField
          name="message"
          label={labels.message}
          required
          maxLength={MESSAGE_MAX_LENGTH}
        />
      </FormSection>
      <CaptchaField onSolved={onSolved} />
      <FormServerError />
      <SubmitButton>{t('CONTACT_FORM_SUBMIT')}</SubmitButton>
    </StoreForm>
  );
}
