import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isEmail, looksLikeEmail } from './index.js';

const DOMAIN = '@example.com'; // 12 characters

/** An address of exactly `length` characters: a run of 'a' before DOMAIN. */
const emailOfLength = (length: number): string => `${'a'.repeat(length - DOMAIN.length)}${DOMAIN}`;

const label = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
const localPart = fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => labels.join('.'));
const domain = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[A-Za-z]{2,6}$/))
  .map(([labels, tld]) => [...labels, tld].join('.'));
const validEmail = fc.tuple(localPart, domain).map(([local, host]) => `${local}@${host}`);

describe('isEmail', () => {
  it('has a 200-character maximum', () => {
    expect(EMAIL_MAX_LENGTH).toBe(200);
  });

  it.each([
    'jean.dupont@example.fr',
    'jean-dupont@example.fr',
    'jean_dupont@example.fr',
    'JEAN.DUPONT42@EXAMPLE.FR',
    'a@b.fr',
    'a@mail.example.co.uk',
    'a@my-domain.com',
    'a@my_domain.com',
    '1234@123.com',
  ])('accepts %j', (email) => {
    expect(isEmail(email)).toBe(true);
    expect(isEmail(email, { allowPlus: true })).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['jean.dupont', 'no @'],
    ['@example.fr', 'no local part'],
    ['jean@', 'no domain'],
    ['jean@localhost', 'undotted domain'],
    ['jean@example.', 'empty top-level domain'],
    ['jean@.example.fr', 'domain starting with a dot'],
    ['jean@example..fr', 'double dot in the domain'],
    ['jean@example.f1', 'digit in the top-level domain'],
    ['.jean@example.fr', 'local part starting with a dot'],
    ['jean.@example.fr', 'local part ending with a dot'],
    ['jean..dupont@example.fr', 'double dot in the local part'],
    ['jean@dupont@example.fr', 'two @'],
    ['jean dupont@example.fr', 'a space'],
    [' jean@example.fr', 'a leading space'],
    ['jean@example.fr ', 'a trailing space'],
    ['jéan@example.fr', 'an accented letter'],
    ['jean@exämple.fr', 'an accented letter in the domain'],
    ['jean&dupont@example.fr', 'an ampersand'],
    ['jean@exam&ple.fr', 'an ampersand in the domain'],
    ['jean+promo@example.fr', 'a plus sign without allowPlus'],
    ['jean!@example.fr', 'an exclamation mark'],
    ["o'brien@example.fr", 'an apostrophe'],
  ])('rejects %j (%s)', (email) => {
    expect(isEmail(email)).toBe(false);
  });

  it('accepts + in the local part only with allowPlus', () => {
    expect(isEmail('jean+promo@example.fr')).toBe(false);
    expect(isEmail('jean+promo@example.fr', {})).toBe(false);
    expect(isEmail('jean+promo@example.fr', { allowPlus: false })).toBe(false);
    expect(isEmail('jean+promo@example.fr', { allowPlus: true })).toBe(true);
    expect(isEmail('jean.dupont+a+b@example.fr', { allowPlus: true })).toBe(true);
  });

  it('never accepts + in the domain, nor & anywhere, even with allowPlus', () => {
    expect(isEmail('jean@exam+ple.fr', { allowPlus: true })).toBe(false);
    expect(isEmail('jean&dupont@example.fr', { allowPlus: true })).toBe(false);
    expect(isEmail('jean+a&b@example.fr', { allowPlus: true })).toBe(false);
    expect(isEmail('jean@exam&ple.fr', { allowPlus: true })).toBe(false);
  });

  it.each([
    [13, true],
    [199, true],
    [200, true],
    [201, false],
    [250, false],
  ])('an address of %i characters → %s', (length, expected) => {
    const email = emailOfLength(length);
    expect(email).toHaveLength(length);
    expect(isEmail(email)).toBe(expected);
    expect(isEmail(email, { allowPlus: true })).toBe(expected);
  });

  it('accepts every generated well-formed address of at most 200 characters', () => {
    fc.assert(
      fc.property(validEmail, (email) => {
        expect(email.length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
        expect(isEmail(email)).toBe(true);
        expect(looksLikeEmail(email)).toBe(true);
      }),
    );
  });

  it('rejects any string longer than 200 characters, with or without allowPlus', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ minLength: EMAIL_MAX_LENGTH + 1, maxLength: 400 }),
          fc
            .tuple(fc.stringMatching(/^[a-z0-9]{190,300}$/), validEmail)
            .map(([prefix, email]) => `${prefix}${email}`)
            .filter((email) => email.length > EMAIL_MAX_LENGTH),
        ),
        (email) => {
          expect(isEmail(email)).toBe(false);
          expect(isEmail(email, { allowPlus: true })).toBe(false);
        },
      ),
    );
  });

  it('never accepts a string containing &', () => {
    fc.assert(
      fc.property(validEmail, fc.nat(), fc.boolean(), (email, position, allowPlus) => {
        const index = position % (email.length + 1);
        const withAmpersand = `${email.slice(0, index)}&${email.slice(index)}`;
        expect(isEmail(withAmpersand, { allowPlus })).toBe(false);
      }),
    );
  });

  it('refuses + without allowPlus wherever it is', () => {
    fc.assert(
      fc.property(validEmail, fc.nat(), (email, position) => {
        const index = position % (email.length + 1);
        expect(isEmail(`${email.slice(0, index)}+${email.slice(index)}`)).toBe(false);
      }),
    );
  });
});

describe('looksLikeEmail', () => {
  it.each([
    ['a@b.c', true],
    ['jean.dupont@example.fr', true],
    ['jean+promo@example.fr', true],
    ['jean&co@example.fr', true],
    ['jéan@exämple.fr', true],
    ['12345678', false],
    ['', false],
    ['a@b', false],
    ['@b.c', false],
    ['a@.c', false],
    ['a@b.', false],
    ['a.b@c', false],
    ['a b@c.d', false],
    ['a@b c.d', false],
    ['a@b@c.d', false],
  ])('%j → %s', (identifier, expected) => {
    expect(looksLikeEmail(identifier)).toBe(expected);
  });

  it('never takes a customer number for an e-mail address', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,20}$/), (customerNumber) => {
        expect(looksLikeEmail(customerNumber)).toBe(false);
      }),
    );
  });
});
