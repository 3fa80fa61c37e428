import { FlashMessage, SubmitButton } from '@vitrine/ui';
import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../app/api-failure.js';
import { useAppSelector } from '../../app/hooks.js';
import { useRouteTexts } from '../../i18n/route-texts.js';
import { customerFieldsTranslations } from '../../shared/forms/customer-fields.i18n.js';
import { FormPage, FormStart, formColumnClass } from '../../shared/forms/form-page.js';
import { useFormSchemas } from '../../shared/forms/form-schemas.js';
import { FormServerError } from '../../shared/forms/form-server-error.js';
import { showServerFailure, withFallbackMessage } from '../../shared/forms/server-failure.js';
import { StoreForm } from '../../shared/forms/store-form.js';
import { useFieldLabels } from '../../shared/forms/use-field-labels.js';
import { selectCustomer } from '../../state/customer-slice.js';
import { SubscriptionFields } from './components/subscription-fields.js';
import { useUpdateSubscriptionsMutation } from '../../state/customer-api.js';
import {
  SUBSCRIPTION_FIELDS,
  SUBSCRIPTION_LABEL_KEYS,
  type SubscriptionValues,
} from './newsletter-values.js';
import { newsletterTranslations } from './newsletter.i18n.js';

const FORM_NAME = 'newsletter_preferences';

/**
 * /customer/account/newsletter (spec 2.1, 3): the account's marketing subscriptions — brand
 * e-mail, brand SMS (with the mobile it needs), partners' e-mail — saved in place. The footer's
 * box leads here (spec 4), with its message when it just subscribed the account's address.
 */
export default function NewsletterPreferencesPage() {
  useRouteTexts(newsletterTranslations);
  useRouteTexts(customerFieldsTranslations);
  const { t } = useTranslation();
  const schemas = useFormSchemas();
  const schema = useMemo(() => schemas.newsletter.pick([...SUBSCRIPTION_FIELDS]), [schemas]);
  const labels = useFieldLabels(SUBSCRIPTION_LABEL_KEYS);
  const customer = useAppSelector(selectCustomer);
  const signedIn = customer?.isLoggedIn ? customer : undefined;
  const [update] = useUpdateSubscriptionsMutation();
  const [saved, setSaved] = useState(false);
  const initialValues = useMemo<SubscriptionValues | undefined>(
    () =>
      signedIn && {
        mailOption: signedIn.mailOption,
        smsOption: signedIn.smsOption,
        partnerOption: signedIn.partnerOption,
        cellPhone: signedIn.cellPhone,
      },
    // Formik reads them once: a save keeps what the form shows.
    [signedIn],
  );
  if (!signedIn || !initialValues) return null;

  const onSubmit = async (
    values: SubscriptionValues,
    helpers: FormikHelpers<SubscriptionValues>,
  ) => {
    helpers.setStatus(undefined);
    setSaved(false);
    try {
      await update(values).unwrap();
      setSaved(true);
    } catch (error) {
      const failure = withFallbackMessage(error as ApiFailure, 'NEWSLETTER_FAILED');
      showServerFailure(FORM_NAME, failure, helpers);
    }
  };

  return (
    <FormPage
      title={t('NEWSLETTER_PREFERENCES_TITLE')}
      intro={t('NEWSLETTER_PREFERENCES_INTRO', { email: signedIn.email })}
    >
      <StoreForm
        name={FORM_NAME}
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={onSubmit}
        className={formColumnClass}
      >
        {({ values }) => (
          <>
            <FormStart labels={labels} />
            <SubscriptionFields labels={labels} values={values} />
            <FormServerError />
            {saved && (
              <FlashMessage severity="success">{t('NEWSLETTER_PREFERENCES_SAVED')}</FlashMessage>
            )}
            <SubmitButton>{t('NEWSLETTER_SAVE')}</SubmitButton>
          </>
        )}
      </StoreForm>
    </FormPage>
  );
}
