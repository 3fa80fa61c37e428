import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useRouteTexts } from '../../../i18n/route-texts.js';
import { PageMeta } from '../../../shared/page-meta.js';
import { identityTranslations } from '../identity.i18n.js';
import styles from './identity-pages.module.css';
import { SignupForm } from './signup-form.js';

export interface SignupPageProps {
  /** The form's name in analytics events. */
  formName: string;
  /** Where the new customer goes, with the account-created message. */
  destination: string;
  /** The sign-in page of the same journey (checkout or customer area). */
  loginPath: string;
}

/** A signup page (checkout, customer area): the full signup form, then `destination`. */
export function SignupPage({ formName, destination, loginPath }: SignupPageProps) {
  useRouteTexts(identityTranslations);
  const { t } = useTranslation();
  const { search } = useLocation();
  const title = t('IDENTITY_SIGNUP_TITLE');
  return (
    <>
      <PageMeta title={title} noIndex />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.switch}>
        {t('IDENTITY_ALREADY_CUSTOMER')}{' '}
        <Link to={{ pathname: loginPath, search }}>{t('IDENTITY_SIGN_IN_LINK')}</Link>
      </p>
      <SignupForm name={formName} destination={destination} />
    </>
  );
}
