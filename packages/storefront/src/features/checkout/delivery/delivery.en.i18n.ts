import type { SameKeys } from '../../../i18n/define.js';
import type { deliveryFr } from './delivery.i18n.js';

/** The English texts of `deliveryFr`: the same keys, in the fallback language. */
export const deliveryEn: SameKeys<typeof deliveryFr> = {
  DELIVERY_TITLE: 'Delivery',
  DELIVERY_LOAD_RETRY: 'Try again',
  DELIVERY_ADDRESS_TITLE: 'Delivery address',
  DELIVERY_ADDRESS_CHOICE: 'Choose the delivery address',
  DELIVERY_ADDRESS_MAIN: 'Main address',
  DELIVERY_ADDRESS_SECONDARY: 'Alternative address',
  DELIVERY_ADDRESS_EDIT: 'Edit',
  DELIVERY_ADDRESS_EDIT_MAIN: 'Edit the main address',
  DELIVERY_ADDRESS_EDIT_SECONDARY: 'Edit the alternative address',
  DELIVERY_ADDRESS_ADD: 'Add an alternative address',
  DELIVERY_ADDRESS_SAVE: 'Save the address',
  DELIVERY_ADDRESS_CANCEL: 'Cancel',
  DELIVERY_ADDRESS_SAVED: 'Your address has been saved.',
  DELIVERY_METHODS_TITLE: 'Delivery method',
  DELIVERY_PARCELS_TITLE: 'Your parcels',
  DELIVERY_WAREHOUSE_TITLE: 'Your bulky items',
  DELIVERY_WAREHOUSE_HINT:
    'Rugs, lamps and lighting are delivered from our warehouse by our own van.',
  DELIVERY_WAREHOUSE_OVERSEAS: 'Our warehouse delivery does not go to overseas departments.',
  DELIVERY_OVERSEAS_NOTE:
    'Overseas delivery: the price of each delivery method includes a supplement of {{percent}}% of your order.',
  DELIVERY_CONTINUE: 'Continue to payment',
  DELIVERY_MAIN_ADDRESS_REQUIRED: 'Please add your main address to your account first.',
  DELIVERY_MAIN_ADDRESS_ADD: 'Add my main address',
};
