import { EmailField, SubmitButton } from '@vitrine/ui';
import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { boolean } from 'yup';
import type { ApiFailure } from '../../app/api-failure.js';
import { useStoreContext } from '../../app/store-context.js';
import { useRouteTexts } from '../../i18n/route-texts.js';
import { customerFieldsTranslations } from '../../shared/forms/customer-fields.i18n.js';
import {
  FormNotice,
  FormPage,
  FormStart,
  formColumnClass,
  formLinkClass,
} from '../../shared/forms/form-page.js';
import { useFormSchemas } from '../../shared/forms/form-schemas.js';
import { FormServerError } from '../../shared/forms/form-server-error.js';
import { showServerFailure, withFallbackMessage } from '../../shared/forms/server-failure.js';
import { StoreForm } from '../../shared/forms/store-form.js';
import { useFieldLabels } from '../../shared/forms/use-field-labels.js';
import { NEWSLETTER_LOGIN_FLAG, readNewsletterPreset } from '../../shared/newsletter-handoff.js';
import { useSubscribeNewsletterMutation } from '../../state/customer-api.js';
import { SubscriptionFields } from './components/subscription-fields.js';
import { SUBSCRIBER_LABEL_KEYS, type SubscriberValues } from './newsletter-values.js';
import { newsletterTranslations } from './newsletter.i18n.js';

const FORM_NAME = 'newsletter_subscriber';

/**
 * /newsletter/subscriber (spec 2.1, 4): a visitor subscribes an address. From the footer's box
 * the address comes preset with the spec's choices (e-mail offers on, SMS and partners off). The
 * page subscribes to the e-mail newsletter, so its e-mail choice must be 'yes'. An address that
 * has an account is refused (409): its owner logs in first, and a link says where.
 */
export default function NewsletterSubscribePage() {
  useRouteTexts(newsletterTranslations);
  useRouteTexts(customerFieldsTranslations);
  const { t } = useTranslation();
  const { paths } = useStoreContext();
  const location = useLocation();
  const state: unknown = location.state;
  const schemas = useFormSchemas();
  const schema = useMemo(
    () =>
      schemas.newsletter.shape({
        mailOption: boolean()
          .typeError('VALIDATION_CHOICE_INVALID')
          .required('VALIDATION_REQUIRED')
          .oneOf([true], 'NEWSLETTER_SUBSCRIBE_MAIL_NEEDED'),
      }),
    [schemas],
  );
  const labels = useFieldLabels(SUBSCRIBER_LABEL_KEYS);
  const initialValues = useMemo<SubscriberValues>(
    () => ({ ...readNewsletterPreset(state), cellPhone: '' }),
    [state],
  );
  const [subscribe] = useSubscribeNewsletterMutation();
  const [sent, setSent] = useState(false);
  const [mustLogIn, setMustLogIn] = useState(false);

  const onSubmit = async (
    { email, smsOption, partnerOption, cellPhone }: SubscriberValues,
    helpers: FormikHelpers<SubscriberValues>,
  ) => {
    helpers.setStatus(undefined);
    setMustLogIn(false);
    try {
      await subscribe({ email, smsOption, partnerOption, cellPhone }).unwrap();
      setSent(true);
    } catch (error) {
      const failure = error as ApiFailure;
      setMustLogIn(failure.code === 'account.log_in_first');
      showServerFailure(FORM_NAME, withFallbackMessage(failure, 'NEWSLETTER_FAILED'), helpers);
    }
  };

  return (
    <FormPage title={t('NEWSLETTER_SUBSCRIBE_TITLE')} intro={t('NEWSLETTER_SUBSCRIBE_INTRO')}>
      {!sent ? (
        <StoreForm
          // The footer's box leads here from this page too: a new address starts a new form.
          key={location.key}
          name={FORM_NAME}
          initialValues={initialValues}
          validationSchema={schema}
          onSubmit={onSubmit}
          className={formColumnClass}
        >
          {({ values }) => (
            <>
              <FormStart labels={labels} />
              <EmailField label={labels.email} required />
              <SubscriptionFields labels={labels} values={values} />
              <FormServerError />
              {mustLogIn && (
                <p className={formLinkClass}>
                  <Link to={`${paths.account.login}?${NEWSLETTER_LOGIN_FLAG}=1`}>
                    {t('NEWSLETTER_LOG_IN_LINK')}
                  </Link>
                </p>
              )}
              <SubmitButton>{t('NEWSLETTER_SUBSCRIBE_SUBMIT')}</SubmitButton>
            </>
          )}
        </StoreForm>
      ) : (
        <FormNotice severity="success">{t('CUSTOMER_NEWSLETTER_SUBSCRIBED')}</FormNotice>
      )}
    </FormPage>
  );
}
