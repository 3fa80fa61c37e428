import { FlashMessage } from '@vitrine/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useStoreContext } from '../../../app/store-context.js';
import { useRouteTexts } from '../../../i18n/route-texts.js';
import { PageMeta } from '../../../shared/page-meta.js';
import { identityTranslations } from '../identity.i18n.js';
import styles from './identity-pages.module.css';
import { LoginForm } from './login-form.js';

export interface LoginPageProps {
  /** The form's name in analytics events. */
  formName: string;
  /** Where the customer goes once signed in. */
  destination: string;
  /** The signup page of the same journey (checkout or customer area). */
  createPath: string;
  /** Why the shopper is asked to sign in (the i18n key of a notice above the forms). */
  noticeKey?: string | undefined;
  /** The identifier the sign-in form starts with. */
  initialIdentifier?: string | undefined;
  /** The store has just told the shopper that identifier has an account. */
  initialIdentifierHasAccount?: boolean | undefined;
}

/**
 * A sign-in page (checkout identification, the customer area's login): a customer signs in, a new
 * one goes to the signup page, keeping where they were going (`?redirect=`).
 */
export function LoginPage({
  formName,
  destination,
  createPath,
  noticeKey,
  initialIdentifier,
  initialIdentifierHasAccount,
}: LoginPageProps) {
  useRouteTexts(identityTranslations);
  const { t } = useTranslation();
  const { paths } = useStoreContext();
  const { search } = useLocation();
  const returningId = useId();
  const newCustomerId = useId();
  const title = t('IDENTITY_LOGIN_TITLE');
  return (
    <>
      <PageMeta title={title} noIndex />
      <h1 className={styles.title}>{title}</h1>
      {noticeKey !== undefined && (
        <FlashMessage severity="info" className={styles.notice}>
          {t(noticeKey)}
        </FlashMessage>
      )}
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby={returningId}>
          <h2 id={returningId} className={styles.heading}>
            {t('IDENTITY_RETURNING_TITLE')}
          </h2>
          {/* A new starting identifier (the footer's newsletter box, used on this very page) starts a new form. */}
          <LoginForm
            key={initialIdentifier ?? ''}
            name={formName}
            destination={destination}
            initialIdentifier={initialIdentifier}
            initialIdentifierHasAccount={initialIdentifierHasAccount}
            labelledBy={returningId}
            summaryHeadingLevel={3}
            forgottenPasswordPath={paths.account.forgotPassword}
            forgottenCustomerNumberPath={paths.account.forgotCustomerNumber}
          />
        </section>
        <section className={styles.panel} aria-labelledby={newCustomerId}>
          <h2 id={newCustomerId} className={styles.heading}>
            {t('IDENTITY_NEW_CUSTOMER_TITLE')}
          </h2>
          <p>{t('IDENTITY_NEW_CUSTOMER_TEXT')}</p>
          <Link className={styles.buttonLink} to={{ pathname: createPath, search }}>
            {t('IDENTITY_CREATE_ACCOUNT_LINK')}
          </Link>
        </section>
      </div>
    </>
  );
}
