import { normalizeUkPostcode } from '@vitrine/validation';
import type { StoreLocale } from '../core/ui-context.js';

export type PhoneVariant = 'mobile' | 'landline';

/** An example postcode of each store, shown as the postcode field's default hint. */
export const POSTCODE_EXAMPLES: Record<StoreLocale, string> = {
  'fr-FR': '75009',
  'en-GB': 'SW1A 1AA',
};

/** Example numbers of each store (the UK ones from Ofcom's ranges reserved for drama). */
export const PHONE_EXAMPLES: Record<StoreLocale, Record<PhoneVariant, string>> = {
  'fr-FR': { mobile: '06 12 34 56 78', landline: '01 23 45 67 89' },
  'en-GB': { mobile: '07700 900123', landline: '020 7946 0123' },
};

/** An example birth date of each store, day month year as typed in the three boxes. */
export const BIRTH_DATE_EXAMPLES: Record<StoreLocale, string> = {
  'fr-FR': '14 07 1992',
  'en-GB': '27 03 1992',
};

/** Upper-cases ASCII letters only, so the text keeps its length ('ß' would become 'SS'). */
export function upperCaseAscii(value: string): string {
  return value.replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}

/** A UK postcode in its official form when it is one ('sw1a1aa' → 'SW1A 1AA'), else trimmed. */
export function tidyUkPostcode(value: string): string {
  return normalizeUkPostcode(value) ?? value.trim();
}

/**
 * A day or month typed as one digit gets its leading zero ('5' → '05'), as the birth-date rule
 * wants two digits; anything else is only trimmed.
 */
export function padDatePart(value: string): string {
  const trimmed = value.trim();
  return /^[1-9]$/.test(trimmed) ? `0${trimmed}` : trimmed;
}
