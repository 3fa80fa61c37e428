import { AddressFormPage } from './components/address-form-page.js';

/**
 * /customer/account/informations/address/secondary/edit: the alternative address, added or
 * edited (spec 2.1; the route sends overseas customers back to the summary).
 */
export default function SecondaryAddressPage() {
  return <AddressFormPage addressKey="S" />;
}
