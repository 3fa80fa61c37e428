import { EmailField, FormErrorSummary, RequiredFieldsNote, SubmitButton } from '@vitrine/ui';
import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ApiFailure } from '../../../app/api-failure.js';
import { useStoreContext } from '../../../app/store-context.js';
import { useRouteTexts } from '../../../i18n/route-texts.js';
import { useFormSchemas } from '../../../shared/forms/form-schemas.js';
import { FormServerError } from '../../../shared/forms/form-server-error.js';
import { showServerFailure } from '../../../shared/forms/server-failure.js';
import { StoreForm } from '../../../shared/forms/store-form.js';
import { PageMeta } from '../../../shared/page-meta.js';
import { identityTranslations } from '../identity.i18n.js';
import {
  RECOVERY_REQUEST_LABEL_KEYS,
  initialRecoveryEmail,
  type RecoveryRequestValues,
} from '../recovery-values.js';
import formStyles from './identity-form.module.css';
import styles from './identity-pages.module.css';
import { FormNotice } from '../../../shared/forms/form-page.js';
import { useFieldLabels } from '../../../shared/forms/use-field-labels.js';

export interface RecoveryRequestPageProps {
  /** The form's name in analytics events: 'forgot_password', 'forgot_customer_number'. */
  formName: string;
  titleKey: string;
  introKey: string;
  submitKey: string;
  /** What the page says once the mail is on its way ('… has been sent …'). */
  sentKey: string;
  /** Asks the server to mail the account. */
  send: (email: string) => Promise<unknown>;
}

/**
 * A recovery request (spec 4, 8): the account's e-mail address (the login form's, if one was
 * typed there), then the answer: the mail is on its way, or no account has that address (404),
 * shown above the button with the address kept.
 */
export function RecoveryRequestPage({
  formName,
  titleKey,
  introKey,
  submitKey,
  sentKey,
  send,
}: RecoveryRequestPageProps) {
  useRouteTexts(identityTranslations);
  const { t } = useTranslation();
  const { paths } = useStoreContext();
  const state: unknown = useLocation().state;
  const schemas = useFormSchemas();
  const labels = useFieldLabels(RECOVERY_REQUEST_LABEL_KEYS);
  const initialValues = useMemo(() => ({ email: initialRecoveryEmail(state) }), [state]);
  const [sent, setSent] = useState(false);
  const title = t(titleKey);

  const onSubmit = async (
    { email }: RecoveryRequestValues,
    helpers: FormikHelpers<RecoveryRequestValues>,
  ) => {
    helpers.setStatus(undefined);
    try {
      await send(email);
      setSent(true);
    } catch (error) {
      showServerFailure(formName, error as ApiFailure, helpers);
    }
  };

  return (
    <>
      <PageMeta title={title} noIndex />
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.narrow}>
        {!sent ? (
          <>
            <p className={styles.intro}>{t(introKey)}</p>
            <StoreForm
              name={formName}
              initialValues={initialValues}
              validationSchema={schemas.newsletterBox}
              onSubmit={onSubmit}
              className={formStyles.form}
            >
              <FormErrorSummary labels={labels} />
              <RequiredFieldsNote />
              <EmailField label={labels.email} required />
              <FormServerError />
              <SubmitButton>{t(submitKey)}</SubmitButton>
            </StoreForm>
          </>
        ) : (
          <FormNotice severity="success">{t(sentKey)}</FormNotice>
        )}
        <p className={styles.back}>
          <Link to={paths.account.login}>{t('IDENTITY_BACK_TO_SIGN_IN')}</Link>
        </p>
      </div>
    </>
  );
}
