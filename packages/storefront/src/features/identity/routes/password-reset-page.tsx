import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useStoreContext } from '../../../app/store-context.js';
import { useRouteTexts } from '../../../i18n/route-texts.js';
import { PageMeta } from '../../../shared/page-meta.js';
import styles from '../components/identity-pages.module.css';
import { PasswordResetForm } from '../components/password-reset-form.js';
import { FormNotice } from '../../../shared/forms/form-page.js';
import { identityTranslations } from '../identity.i18n.js';
import { isResetToken } from '../recovery-values.js';

/**
 * The reset link's page (spec 2.1 /customer/account/forgotpasswordverification?token=…, the
 * link of the password-reset mail): a new password, or, for a link that is used, expired or not
 * one the store sent, spec 8's message with the way to ask for a new one.
 */
export default function PasswordResetPage() {
  useRouteTexts(identityTranslations);
  const { t } = useTranslation();
  const { paths } = useStoreContext();
  const [params] = useSearchParams();
  const token = params.get('token');
  // The token the server refused; a newer link opened in the same tab gets its form.
  const [deadToken, setDeadToken] = useState<string | null>(null);
  const title = t('IDENTITY_PASSWORD_RESET_TITLE');

  return (
    <>
      <PageMeta title={title} noIndex />
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.narrow}>
        {isResetToken(token) && token !== deadToken ? (
          <>
            <p className={styles.intro}>{t('IDENTITY_PASSWORD_RESET_INTRO')}</p>
            <PasswordResetForm
              token={token}
              onDeadLink={() => {
                setDeadToken(token);
              }}
            />
          </>
        ) : (
          <>
            <FormNotice severity="error">{t('IDENTITY_RESET_LINK_EXPIRED')}</FormNotice>
            <p className={styles.back}>
              <Link to={paths.account.forgotPassword}>{t('IDENTITY_REQUEST_NEW_LINK')}</Link>
            </p>
          </>
        )}
      </div>
    </>
  );
}
