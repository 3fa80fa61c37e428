import type { SameKeys } from '../../../i18n/define.js';
import type { informationFr } from './information.i18n.js';

/** The English texts of `informationFr`: the same keys, in the fallback language. */
export const informationEn: SameKeys<typeof informationFr> = {
  INFORMATION_TITLE: 'My personal information',
  INFORMATION_DETAILS_TITLE: 'My details',
  INFORMATION_NAME: 'Name',
  INFORMATION_EMAIL: 'Email address',
  INFORMATION_CUSTOMER_NUMBER: 'Customer number',
  INFORMATION_NOT_GIVEN: 'Not given',
  INFORMATION_EDIT_DETAILS: 'Edit my details',
  INFORMATION_EDIT_EMAIL: 'Change my email address',
  INFORMATION_EDIT_PASSWORD: 'Change my password',
  INFORMATION_MAIN_ADDRESS_TITLE: 'Main address',
  INFORMATION_EDIT_MAIN_ADDRESS: 'Edit the main address',
  INFORMATION_SECONDARY_ADDRESS_TITLE: 'Alternative address',
  INFORMATION_NO_SECONDARY_ADDRESS: 'You have no alternative address.',
  INFORMATION_ADD_SECONDARY_ADDRESS: 'Add an alternative address',
  INFORMATION_EDIT_SECONDARY_ADDRESS: 'Edit the alternative address',
  INFORMATION_REMOVE_SECONDARY_ADDRESS: 'Remove the alternative address',
  INFORMATION_REMOVE_CONFIRM_TITLE: 'Remove your alternative address?',
  INFORMATION_REMOVE_CONFIRM_TEXT:
    'It will no longer be offered for your deliveries. If your basket was to be delivered there, it will go to your main address.',
  INFORMATION_REMOVE_CONFIRM: 'Remove',
  INFORMATION_PHONES_TITLE: 'Your phone numbers',
  INFORMATION_CURRENT_EMAIL: 'Your current email address: {{email}}',
  INFORMATION_NEW_EMAIL_LABEL: 'New email address',
  INFORMATION_CONFIRM_EMAIL_LABEL: 'Confirm your new email address',
  INFORMATION_CURRENT_PASSWORD_LABEL: 'Current password',
  INFORMATION_NEW_PASSWORD_LABEL: 'New password',
  INFORMATION_CONFIRM_PASSWORD_LABEL: 'Confirm your new password',
  INFORMATION_SAVE: 'Save',
  INFORMATION_CANCEL: 'Cancel and go back to my information',
  INFORMATION_SAVED: 'Your information have been successfully modified',
  INFORMATION_UPDATE_FAILED: 'Your request has not been received, please try later.',
  INFORMATION_WRONG_PASSWORD: "The password doesn't match this account.",
  INFORMATION_SECONDARY_ADDRESS_REMOVED: 'Your alternative address has been removed.',
  INFORMATION_SECONDARY_ADDRESS_OVERSEAS:
    'An alternative address is not available for customers living overseas.',
};
