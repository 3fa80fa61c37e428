import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, checkPassword } from '@vitrine/validation';
import type { PasswordRule } from '@vitrine/validation';
import type { StoreLocale } from '../core/ui-context.js';

/** The i18n key of each password rule's text in the checklist. */
const PASSWORD_RULE_KEYS = {
  length: 'LABEL_PASSWORD_RULE_LENGTH',
  digit: 'LABEL_PASSWORD_RULE_DIGIT',
  lowercase: 'LABEL_PASSWORD_RULE_LOWERCASE',
  uppercase: 'LABEL_PASSWORD_RULE_UPPERCASE',
  special: 'LABEL_PASSWORD_RULE_SPECIAL',
} as const satisfies Record<PasswordRule, string>;

type PasswordRuleKey = (typeof PASSWORD_RULE_KEYS)[PasswordRule];

/** The rules in the order `checkPassword` checks and reports them. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  'length',
  'digit',
  'lowercase',
  'uppercase',
  'special',
];

/** Rules each store words as advice rather than as a requirement (spec §5: the UK text). */
const ADVICE_RULES: Record<StoreLocale, readonly PasswordRule[]> = {
  'fr-FR': [],
  'en-GB': ['special'],
};

/** One line of the password checklist. */
export interface PasswordRuleStatus {
  rule: PasswordRule;
  /** The password typed so far meets the rule. */
  met: boolean;
  /** The i18n key of the rule's text. */
  key: PasswordRuleKey;
  /** Values the text interpolates (the length bounds). */
  values: Readonly<Record<string, number>>;
  /** Worded as advice ('we advise…') in this store; the schema still checks it. */
  advice: boolean;
}

/** The checklist of a new password: every rule, met or not, in `checkPassword` order. */
export function passwordRuleList(password: string, locale: StoreLocale): PasswordRuleStatus[] {
  const { failures } = checkPassword(password);
  return PASSWORD_RULES.map((rule) => ({
    rule,
    met: !failures.includes(rule),
    key: PASSWORD_RULE_KEYS[rule],
    values: rule === 'length' ? { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } : {},
    advice: ADVICE_RULES[locale].includes(rule),
  }));
}

/** How many rules of a checklist are met, for the live summary. */
export function passwordRulesProgress(list: readonly PasswordRuleStatus[]): {
  met: number;
  total: number;
  allMet: boolean;
} {
  const met = list.filter((status) => status.met).length;
  return { met, total: list.length, allMet: met === list.length };
}
