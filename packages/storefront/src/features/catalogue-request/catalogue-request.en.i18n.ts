import type { SameKeys } from '../../i18n/define.js';
import type { catalogueRequestFr } from './catalogue-request.i18n.js';

/** The English texts of `catalogueRequestFr`: the same keys, in the fallback language. */
export const catalogueRequestEn: SameKeys<typeof catalogueRequestFr> = {
  CATALOGUE_REQUEST_TITLE: 'Request a catalogue',
  CATALOGUE_REQUEST_INTRO:
    'Get our latest catalogue free at home: tell us the address to send it to.',
  CATALOGUE_REQUEST_ABOUT_YOU: 'About you',
  CATALOGUE_REQUEST_ADDRESS: 'Delivery address',
  CATALOGUE_REQUEST_SUBMIT: 'Get the catalogue',
  CATALOGUE_REQUEST_LOG_IN_LINK: 'Sign in to request the catalogue',
  CATALOGUE_REQUEST_SENT: 'Your request has been sent !',
  CATALOGUE_REQUEST_FAILED: 'An error has occured !',
};
