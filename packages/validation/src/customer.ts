import { characterCount } from './length.js';

export const CUSTOMER_NUMBER_MAX_LENGTH = 20;
export const PERSON_NAME_MIN_LENGTH = 2;
export const PERSON_NAME_MAX_LENGTH = 32;

/** A customer number, also the contact form's order number: 1 to 20 digits. */
export function isCustomerNumber(value: string): boolean {
  return /^\d{1,20}$/.test(value);
}

// Letters (any script, accents precomposed or combining), apostrophes (' and ’), spaces, hyphens.
const NAME_CHARACTERS = /^[\p{L}\p{M}'’ -]+$/u;

/**
 * A first name or surname (spec §5): letters including accents, apostrophe, space and hyphen,
 * 2 to 32 characters, with at least one letter.
 */
export function isPersonName(name: string): boolean {
  const length = characterCount(name);
  return (
    length >= PERSON_NAME_MIN_LENGTH &&
    length <= PERSON_NAME_MAX_LENGTH &&
    NAME_CHARACTERS.test(name) &&
    /\p{L}/u.test(name)
  );
}
