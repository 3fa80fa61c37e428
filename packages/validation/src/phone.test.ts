import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFrenchLandline, isFrenchMobile, isUkMobile, isUkPhone } from './index.js';

describe('isFrenchMobile', () => {
  it.each([
    ['0612345678', true],
    ['0712345678', true],
    ['0600000000', true],
    ['0799999999', true],
    ['061234567', false], // 9 digits
    ['06123456789', false], // 11 digits
    ['0512345678', false],
    ['0812345678', false],
    ['6123456789', false],
    ['06 12 34 56 78', false],
    ['06.12.34.56.78', false],
    ['+33612345678', false],
    ['061234567a', false],
    ['', false],
  ])('%j → %s', (phone, expected) => {
    expect(isFrenchMobile(phone)).toBe(expected);
  });

  it('accepts 06 or 07 followed by any 8 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0[67]\d{8}$/), (phone) => {
        expect(isFrenchMobile(phone)).toBe(true);
        expect(isFrenchLandline(phone)).toBe(false);
      }),
    );
  });

  it('rejects any other number of digits', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.stringMatching(/^0[67]\d{0,7}$/), fc.stringMatching(/^0[67]\d{9,15}$/)),
        (phone) => {
          expect(isFrenchMobile(phone)).toBe(false);
        },
      ),
    );
  });
});

describe('isFrenchLandline', () => {
  it.each([
    ['0012345678', true],
    ['0112345678', true],
    ['0212345678', true],
    ['0312345678', true],
    ['0412345678', true],
    ['0512345678', true],
    ['0912345678', true],
    ['0612345678', false],
    ['0712345678', false],
    ['0812345678', false],
    ['011234567', false], // 9 digits
    ['01123456789', false], // 11 digits
    ['1123456789', false],
    ['01 12 34 56 78', false],
    ['+33112345678', false],
    ['', false],
  ])('%j → %s', (phone, expected) => {
    expect(isFrenchLandline(phone)).toBe(expected);
  });

  it('accepts 0, a digit other than 6, 7 or 8, then 8 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0[0-59]\d{8}$/), (phone) => {
        expect(isFrenchLandline(phone)).toBe(true);
        expect(isFrenchMobile(phone)).toBe(false);
      }),
    );
  });

  it('never accepts a 10-digit number whose second digit is 6, 7 or 8', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0[678]\d{8}$/), (phone) => {
        expect(isFrenchLandline(phone)).toBe(false);
      }),
    );
  });
});

describe('isUkPhone', () => {
  it.each([
    ['0123456789', true], // 10 digits
    ['01234567890', true], // 11 digits
    ['07123456789', true],
    ['012345678', false], // 9 digits
    ['012345678901', false], // 12 digits
    ['1234567890', false],
    ['11234567890', false],
    ['0123 456 7890', false],
    ['+441234567890', false],
    ['0123456789a', false],
    ['', false],
  ])('%j → %s', (phone, expected) => {
    expect(isUkPhone(phone)).toBe(expected);
  });

  it('accepts 0 followed by 9 or 10 digits and nothing longer', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^0\d{9,10}$/),
        fc.stringMatching(/^0\d{11,20}$/),
        (phone, tooLong) => {
          expect(isUkPhone(phone)).toBe(true);
          expect(isUkPhone(tooLong)).toBe(false);
        },
      ),
    );
  });
});

describe('isUkMobile', () => {
  it.each([
    ['07123456789', true],
    ['07000000000', true],
    ['0712345678', false], // 10 digits
    ['071234567890', false], // 12 digits
    ['08123456789', false],
    ['01234567890', false],
    ['7123456789', false],
    ['07123 456789', false],
    ['+447123456789', false],
    ['', false],
  ])('%j → %s', (phone, expected) => {
    expect(isUkMobile(phone)).toBe(expected);
  });

  it('is always a UK phone too', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^07\d{9}$/), (phone) => {
        expect(isUkMobile(phone)).toBe(true);
        expect(isUkPhone(phone)).toBe(true);
      }),
    );
  });
});
