import { checkFrenchPostcode } from '../postcode-fr.js';
import { isUkPostcode } from '../postcode-uk.js';
import { isFrenchLandline, isFrenchMobile, isUkMobile, isUkPhone } from '../phone.js';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from './messages.js';

export type StoreLocale = 'fr-FR' | 'en-GB';

/** The rules that differ between the two stores. */
export interface LocaleRules {
  /** The message key for a postcode, or `null` when it is accepted. */
  postcodeError: (postcode: string) => ValidationMessageKey | null;
  isMobile: (phone: string) => boolean;
  isLandline: (phone: string) => boolean;
  /** A relay point must be chosen for relay delivery (France only). */
  relayPointRequired: boolean;
}

const FRENCH_POSTCODE_ERRORS = {
  valid: null,
  'unsupported-area': VALIDATION_MESSAGES.postcodeUnsupportedArea,
  invalid: VALIDATION_MESSAGES.postcodeInvalid,
} as const;

export const LOCALE_RULES: Record<StoreLocale, LocaleRules> = {
  'fr-FR': {
    postcodeError: (postcode) => FRENCH_POSTCODE_ERRORS[checkFrenchPostcode(postcode)],
    isMobile: isFrenchMobile,
    isLandline: isFrenchLandline,
    relayPointRequired: true,
  },
  'en-GB': {
    postcodeError: (postcode) =>
      isUkPostcode(postcode) ? null : VALIDATION_MESSAGES.postcodeInvalid,
    isMobile: isUkMobile,
    isLandline: isUkPhone,
    relayPointRequired: false,
  },
};
