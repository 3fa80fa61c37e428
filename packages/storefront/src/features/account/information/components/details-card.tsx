import type { SignedInCustomer } from '@vitrine/api-client';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreContext } from '../../../../app/store-context.js';
import { CIVILITY_KEYS } from '../../../../shared/forms/customer-values.js';
import { formatBirthDate } from '../information-values.js';
import styles from './information.module.css';

/**
 * Who the customer is (spec 3): civility and names, e-mail, customer number, birth date, phones
 * and the SMS offers choice, with the ways to change them (details, e-mail, password).
 */
export function DetailsCard({ customer }: { customer: SignedInCustomer }) {
  const { t } = useTranslation();
  const { config, paths } = useStoreContext();
  const headingId = useId();
  const notGiven = t('INFORMATION_NOT_GIVEN');
  const facts: [string, string][] = [
    [
      t('INFORMATION_NAME'),
      `${t(CIVILITY_KEYS[customer.civility])} ${customer.firstName} ${customer.lastName}`,
    ],
    [t('INFORMATION_EMAIL'), customer.email],
    [t('INFORMATION_CUSTOMER_NUMBER'), customer.customerNumber],
    [
      t('CUSTOMER_BIRTH_DATE_LABEL'),
      customer.birthDate ? formatBirthDate(customer.birthDate, config.locale) : notGiven,
    ],
    [t('CUSTOMER_MOBILE_LABEL'), customer.cellPhone || notGiven],
    [t('CUSTOMER_LANDLINE_LABEL'), customer.landline || notGiven],
    [t('CUSTOMER_SMS_OPTION_LABEL'), t(customer.smsOption ? 'CUSTOMER_YES' : 'CUSTOMER_NO')],
  ];
  const links: [string, string][] = [
    [paths.account.informationEdit, 'INFORMATION_EDIT_DETAILS'],
    [paths.account.emailEdit, 'INFORMATION_EDIT_EMAIL'],
    [paths.account.passwordEdit, 'INFORMATION_EDIT_PASSWORD'],
  ];
  return (
    <section className={`${styles.card} ${styles.wideCard}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardHeading}>
        {t('INFORMATION_DETAILS_TITLE')}
      </h2>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <ul className={styles.actions}>
        {links.map(([href, key]) => (
          <li key={key}>
            <Link to={href} className={styles.action}>
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
