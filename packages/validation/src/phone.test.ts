import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isFrenchLandline,
  isFrenchMobile,
  isFrenchPhone,
  isMonacoPhone,
  isUkGeographicNumber,
  isUkMobile,
  isUkPhone,
  normalizePhone,
} from './index.js';

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

describe('normalizePhone', () => {
  it.each([
    ['06 12 34 56 78', '0612345678'],
    ['06.12.34.56.78', '0612345678'],
    ['06-12-34-56-78', '0612345678'],
    ['  06 12 34 56 78  ', '0612345678'],
    ['06  12 . 34-56 78', '0612345678'],
    ['06\u00a012\u00a034\u00a056\u00a078', '0612345678'], // no-break spaces (pasted)
    ['06\u202f12\u202f34\u202f56\u202f78', '0612345678'], // narrow no-break spaces
    ['06\t12 34 56 78', '0612345678'],
    ['07700 900123', '07700900123'],
    ['020 7946 0000', '02079460000'],
    ['93 15 20 00', '93152000'], // Monaco
    ['0612345678', '0612345678'],
    ['', ''],
    ['   ', ''],
    // Nothing but separators goes: what is left is for the rules to refuse.
    ['+33 6 12 34 56 78', '+33612345678'],
    ['(020) 7946 0000', '(020)79460000'],
    ['06 12 34 56 7a', '061234567a'],
    ['06/12/34/56/78', '06/12/34/56/78'],
  ])('%j → %j', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const once = normalizePhone(typed);
        expect(normalizePhone(once)).toBe(once);
      }),
    );
  });

  it('gives back the digits of a number typed with any spaces, dots and hyphens between them', () => {
    const separator = fc.constantFrom(' ', '  ', '.', '-', ' - ', '\u00a0', '');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), separator), {
          minLength: 1,
          maxLength: 12,
        }),
        (parts) => {
          const typed = parts.map(([digit, after]) => `${String(digit)}${after}`).join('');
          expect(normalizePhone(typed)).toBe(parts.map(([digit]) => String(digit)).join(''));
        },
      ),
    );
  });

  it('makes the spaced examples the forms show pass the rules', () => {
    expect(isFrenchMobile(normalizePhone('06 12 34 56 78'))).toBe(true);
    expect(isFrenchLandline(normalizePhone('01 23 45 67 89'))).toBe(true);
    expect(isUkMobile(normalizePhone('07700 900123'))).toBe(true);
    expect(isUkPhone(normalizePhone('020 7946 0123'))).toBe(true);
    expect(isMonacoPhone(normalizePhone('93 15 20 00'))).toBe(true);
  });
});

describe('isFrenchPhone', () => {
  it.each([
    ['0612345678', true],
    ['0712345678', true],
    ['0123456789', true],
    ['0298765432', true],
    ['0812345678', true], // a service number is a French number too
    ['0912345678', true],
    ['061234567', false], // 9 digits
    ['06123456789', false], // 11 digits
    ['6123456789', false],
    ['06 12 34 56 78', false], // typed: normalise first
    ['+33612345678', false],
    ['', false],
  ])('%j → %s', (phone, expected) => {
    expect(isFrenchPhone(phone)).toBe(expected);
  });

  it('holds every French mobile and landline, and nothing of another length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,14}$/), (phone) => {
        if (isFrenchMobile(phone) || isFrenchLandline(phone))
          expect(isFrenchPhone(phone)).toBe(true);
        if (phone.length !== 10) expect(isFrenchPhone(phone)).toBe(false);
      }),
    );
  });

  it('accepts 10 digits with optional spaces once normalised (spec §5)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0( ?\d){9}$/), (typed) => {
        expect(isFrenchPhone(normalizePhone(typed))).toBe(true);
      }),
    );
  });
});

describe('isMonacoPhone', () => {
  it.each([
    ['93152000', true], // a fixed line (+377 93 15 20 00)
    ['97970000', true],
    ['99999999', true],
    ['40123456', true], // an older mobile
    ['10000000', true],
    ['01234567', false], // starts with 0: a French number two digits short
    ['06123456', false],
    ['9315200', false], // 7 digits
    ['931520001', false], // 9 digits
    ['0612345678', false],
    ['93 15 20 00', false], // typed: normalise first
    ['+37793152000', false],
    ['9315200a', false],
    ['', false],
  ])('%j → %s', (phone, expected) => {
    expect(isMonacoPhone(phone)).toBe(expected);
  });

  it('is never a French number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8,10}$/), (phone) => {
        expect(isMonacoPhone(phone) && isFrenchPhone(phone)).toBe(false);
      }),
    );
  });
});

describe('isUkGeographicNumber', () => {
  it.each([
    ['02079460000', true], // London, 11 digits
    ['01632960000', true], // 11 digits
    ['0169772345', true], // 10 digits (a few 01 areas)
    ['0113 4960000', false], // typed: normalise first
    ['03001234567', false], // non-geographic
    ['07700900123', false], // mobile
    ['08001234567', false], // freephone
    ['09001234567', false], // premium
    ['020794600', false], // 9 digits
    ['020794600000', false], // 12 digits
    ['2079460000', false],
    ['+442079460000', false],
    ['', false],
  ])('%j → %s', (phone, expected) => {
    expect(isUkGeographicNumber(phone)).toBe(expected);
  });

  it('is always a UK phone, never a UK mobile', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0[0-9]\d{7,10}$/), (phone) => {
        if (isUkGeographicNumber(phone)) {
          expect(isUkPhone(phone)).toBe(true);
          expect(isUkMobile(phone)).toBe(false);
        }
      }),
    );
  });
});
