import { characterCount } from './length.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;
/** The special characters a password must contain at least one of (ASCII punctuation). */
export const PASSWORD_SPECIAL_CHARACTERS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

/** A password rule, in the order they are checked and reported. */
export type PasswordRule = 'length' | 'digit' | 'lowercase' | 'uppercase' | 'special';

export interface PasswordCheck {
  valid: boolean;
  /** Every rule the password breaks, in the order of {@link PasswordRule}. */
  failures: PasswordRule[];
}

const RULES: readonly (readonly [PasswordRule, (password: string) => boolean])[] = [
  [
    'length',
    (password) => {
      const length = characterCount(password);
      return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
    },
  ],
  ['digit', (password) => /\d/.test(password)],
  ['lowercase', (password) => /\p{Ll}/u.test(password)],
  ['uppercase', (password) => /\p{Lu}/u.test(password)],
  [
    'special',
    (password) => Array.from(password).some((char) => PASSWORD_SPECIAL_CHARACTERS.includes(char)),
  ],
];

/**
 * Checks a password (spec §5): 8–32 characters with a digit, a lower-case letter, an upper-case
 * letter and one of {@link PASSWORD_SPECIAL_CHARACTERS}. Lists every unmet rule.
 */
export function checkPassword(password: string): PasswordCheck {
  const failures = RULES.filter(([, isMet]) => !isMet(password)).map(([rule]) => rule);
  return { valid: failures.length === 0, failures };
}
