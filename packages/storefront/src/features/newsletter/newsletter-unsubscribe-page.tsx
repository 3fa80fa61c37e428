import { EmailField, SubmitButton } from '@vitrine/ui';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../app/api-failure.js';
import { useRouteTexts } from '../../i18n/route-texts.js';
import { customerFieldsTranslations } from '../../shared/forms/customer-fields.i18n.js';
import { FormNotice, FormPage, FormStart, formColumnClass } from '../../shared/forms/form-page.js';
import { useFormSchemas } from '../../shared/forms/form-schemas.js';
import { FormServerError } from '../../shared/forms/form-server-error.js';
import { showServerFailure, withFallbackMessage } from '../../shared/forms/server-failure.js';
import { StoreForm } from '../../shared/forms/store-form.js';
import { useFieldLabels } from '../../shared/forms/use-field-labels.js';
import { useUnsubscribeNewsletterMutation } from '../../state/customer-api.js';
import { newsletterTranslations } from './newsletter.i18n.js';

const FORM_NAME = 'newsletter_unsubscribe';
const LABEL_KEYS = { email: 'CUSTOMER_EMAIL_LABEL' };
const EMPTY = { email: '' };

/**
 * /newsletter/subscriber/unsubscribe (spec 2.1; the newsletter mail links here): an address stops
 * receiving the newsletter, with or without an account. Customers manage it in their account.
 */
export default function NewsletterUnsubscribePage() {
  useRouteTexts(newsletterTranslations);
  useRouteTexts(customerFieldsTranslations);
  const { t } = useTranslation();
  const schemas = useFormSchemas();
  const labels = useFieldLabels(LABEL_KEYS);
  const [unsubscribe] = useUnsubscribeNewsletterMutation();
  const [sent, setSent] = useState(false);

  const onSubmit = async ({ email }: typeof EMPTY, helpers: FormikHelpers<typeof EMPTY>) => {
    helpers.setStatus(undefined);
    try {
      await unsubscribe(email).unwrap();
      setSent(true);
    } catch (error) {
      const failure = withFallbackMessage(error as ApiFailure, 'NEWSLETTER_FAILED');
      showServerFailure(FORM_NAME, failure, helpers);
    }
  };

  return (
    <FormPage title={t('NEWSLETTER_UNSUBSCRIBE_TITLE')} intro={t('NEWSLETTER_UNSUBSCRIBE_INTRO')}>
      {!sent ? (
        <StoreForm
          name={FORM_NAME}
          initialValues={EMPTY}
          validationSchema={schemas.newsletterBox}
          onSubmit={onSubmit}
          className={formColumnClass}
        >
          <FormStart labels={labels} />
          <EmailField label={labels.email} required />
          <FormServerError />
          <SubmitButton>{t('NEWSLETTER_UNSUBSCRIBE_SUBMIT')}</SubmitButton>
        </StoreForm>
      ) : (
        <FormNotice severity="success">{t('NEWSLETTER_UNSUBSCRIBED')}</FormNotice>
      )}
    </FormPage>
  );
}
