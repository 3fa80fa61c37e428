import { checkFrenchPostcode, isStrictFrenchPostcode } from '../postcode-fr.js';
import { isUkPostcode } from '../postcode-uk.js';
import {
  isFrenchLandline,
  isFrenchMobile,
  isMonacoPhone,
  isUkMobile,
  isUkPhone,
} from '../phone.js';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from './messages.js';

export type StoreLocale = 'fr-FR' | 'en-GB';

/** The rules that differ between the two stores. */
export interface LocaleRules {
  /** The message key for a postcode, or `null` when it is accepted. */
  postcodeError: (postcode: string) => ValidationMessageKey | null;
  /** The same for the catalogue request: where the paper catalogue is sent (decision 010). */
  catalogPostcodeError: (postcode: string) => ValidationMessageKey | null;
  /** The phone rules judge the stored form, digits only: the fields normalise what was typed. */
  isMobile: (phone: string) => boolean;
  isLandline: (phone: string) => boolean;
}

const FRENCH_POSTCODE_ERRORS = {
  valid: null,
  'unsupported-area': VALIDATION_MESSAGES.postcodeUnsupportedArea,
  invalid: VALIDATION_MESSAGES.postcodeInvalid,
} as const;

const frenchPostcodeError = (postcode: string) =>
  FRENCH_POSTCODE_ERRORS[checkFrenchPostcode(postcode)];

const ukPostcodeError = (postcode: string) =>
  isUkPostcode(postcode) ? null : VALIDATION_MESSAGES.postcodeInvalid;

export const LOCALE_RULES: Record<StoreLocale, LocaleRules> = {
  'fr-FR': {
    postcodeError: frenchPostcodeError,
    // Metropolitan France and Monaco only: the paper catalogue is not sent overseas (spec §5's
    // stricter check; the message is the spec's unsupported-area one).
    catalogPostcodeError: (postcode) =>
      frenchPostcodeError(postcode) ??
      (isStrictFrenchPostcode(postcode) ? null : VALIDATION_MESSAGES.postcodeUnsupportedArea),
    isMobile: isFrenchMobile,
    // Customers in Monaco (a delivered area) have an 8-digit Monaco line, not a French one.
    isLandline: (phone) => isFrenchLandline(phone) || isMonacoPhone(phone),
  },
  'en-GB': {
    postcodeError: ukPostcodeError,
    catalogPostcodeError: ukPostcodeError,
    isMobile: isUkMobile,
    isLandline: isUkPhone,
  },
};
