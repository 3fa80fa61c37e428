import { characterCount } from './length.js';

export const ADDRESS_LINE_MIN_LENGTH = 2;
export const ADDRESS_LINE_MAX_LENGTH = 32;
export const CITY_MAX_LENGTH = 32;

// Lengths are measured on the trimmed value, so blank input never passes a required rule.
const lengthBetween = (value: string, min: number, max: number): boolean => {
  const length = characterCount(value.trim());
  return length >= min && length <= max;
};

/**
 * An address line — street and number (required in every address form), building or complement,
 * locality: 2 to 32 characters.
 */
export function isAddressLine(line: string): boolean {
  return lengthBetween(line, ADDRESS_LINE_MIN_LENGTH, ADDRESS_LINE_MAX_LENGTH);
}

/** An optional address line (complement, locality): empty, or an {@link isAddressLine address line}. */
export function isOptionalAddressLine(line: string): boolean {
  return line.trim() === '' || isAddressLine(line);
}

/** A city: 1 to 32 characters. */
export function isCity(city: string): boolean {
  return lengthBetween(city, 1, CITY_MAX_LENGTH);
}
