import { AddressFormPage } from './components/address-form-page.js';

/** /customer/account/informations/address/main/edit: the main address (spec 2.1). */
export default function MainAddressPage() {
  return <AddressFormPage addressKey="P" />;
}
