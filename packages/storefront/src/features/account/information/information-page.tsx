import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreContext } from '../../../app/store-context.js';
import { useRouteTexts } from '../../../i18n/route-texts.js';
import { customerFieldsTranslations } from '../../../shared/forms/customer-fields.i18n.js';
import { AddressCard, AddressLines } from './components/address-card.js';
import { DetailsCard } from './components/details-card.js';
import { FormPage } from '../../../shared/forms/form-page.js';
import styles from './components/information.module.css';
import { SecondaryAddressCard } from './components/secondary-address-card.js';
import { informationTranslations } from './information.i18n.js';
import { useSignedInCustomer } from './use-account-change.js';

/**
 * /customer/account/informations (spec 2.1, 3): the customer's details, main address and
 * alternative address, each with the way to change it. The success message of a change shows
 * here (the store's flash message).
 */
export default function InformationPage() {
  useRouteTexts(informationTranslations);
  useRouteTexts(customerFieldsTranslations);
  const { t } = useTranslation();
  const { paths } = useStoreContext();
  const customer = useSignedInCustomer();
  if (!customer) return null;
  return (
    <FormPage title={t('INFORMATION_TITLE')} wide>
      <div className={styles.cards}>
        <DetailsCard customer={customer} />
        <AddressCard title={t('INFORMATION_MAIN_ADDRESS_TITLE')}>
          <AddressLines address={customer.addresses.P} />
          <ul className={styles.actions}>
            <li>
              <Link to={paths.account.mainAddress} className={styles.action}>
                {t('INFORMATION_EDIT_MAIN_ADDRESS')}
              </Link>
            </li>
          </ul>
        </AddressCard>
        <SecondaryAddressCard customer={customer} />
      </div>
    </FormPage>
  );
}
