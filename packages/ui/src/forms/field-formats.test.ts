import { checkFrenchPostcode, isUkMobile, isUkPhone, isUkPostcode } from '@vitrine/validation';
import { isFrenchLandline, isFrenchMobile, normalizePhone } from '@vitrine/validation';
import { describe, expect, it } from 'vitest';
import {
  PHONE_EXAMPLES,
  POSTCODE_EXAMPLES,
  padDatePart,
  tidyUkPostcode,
  upperCaseAscii,
} from './field-formats.js';

describe('upperCaseAscii', () => {
  it('upper-cases ASCII letters and keeps the rest', () => {
    expect(upperCaseAscii('sw1a 1aa')).toBe('SW1A 1AA');
    expect(upperCaseAscii('Ec1A-1bb')).toBe('EC1A-1BB');
  });

  it('keeps the length of the text (no ß → SS)', () => {
    expect(upperCaseAscii('straße')).toBe('STRAßE');
    expect(upperCaseAscii('straße')).toHaveLength('straße'.length);
  });
});

describe('tidyUkPostcode', () => {
  it('sets a postcode in its official form', () => {
    expect(tidyUkPostcode('sw1a1aa')).toBe('SW1A 1AA');
    expect(tidyUkPostcode(' SW1A  1AA ')).toBe('SW1A 1AA');
  });

  it('only trims what is not a postcode', () => {
    expect(tidyUkPostcode(' hello ')).toBe('hello');
  });
});

describe('padDatePart', () => {
  it('adds the leading zero of a one-digit day or month', () => {
    expect(padDatePart('5')).toBe('05');
    expect(padDatePart(' 9 ')).toBe('09');
  });

  it('leaves other values as typed (trimmed)', () => {
    expect(padDatePart('0')).toBe('0');
    expect(padDatePart('12')).toBe('12');
    expect(padDatePart('')).toBe('');
    expect(padDatePart('1992')).toBe('1992');
    expect(padDatePart('a')).toBe('a');
  });
});

describe('the examples shown as hints', () => {
  it('are accepted by the rules of their store once normalised as the phone field does', () => {
    expect(checkFrenchPostcode(POSTCODE_EXAMPLES['fr-FR'])).toBe('valid');
    expect(isUkPostcode(POSTCODE_EXAMPLES['en-GB'])).toBe(true);
    expect(isFrenchMobile(normalizePhone(PHONE_EXAMPLES['fr-FR'].mobile))).toBe(true);
    expect(isFrenchLandline(normalizePhone(PHONE_EXAMPLES['fr-FR'].landline))).toBe(true);
    expect(isUkMobile(normalizePhone(PHONE_EXAMPLES['en-GB'].mobile))).toBe(true);
    expect(isUkPhone(normalizePhone(PHONE_EXAMPLES['en-GB'].landline))).toBe(true);
  });
});
