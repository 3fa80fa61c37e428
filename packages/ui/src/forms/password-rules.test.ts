import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@vitrine/validation';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES, passwordRuleList, passwordRulesProgress } from './password-rules.js';

const unmet = (password: string) =>
  passwordRuleList(password, 'fr-FR')
    .filter((status) => !status.met)
    .map((status) => status.rule);

describe('passwordRuleList', () => {
  it('lists the five rules in the order checkPassword reports them', () => {
    expect(passwordRuleList('', 'fr-FR').map((status) => status.rule)).toEqual([
      'length',
      'digit',
      'lowercase',
      'uppercase',
      'special',
    ]);
    expect(PASSWORD_RULES).toHaveLength(5);
  });

  it('marks every rule unmet for an empty password', () => {
    expect(unmet('')).toEqual(['length', 'digit', 'lowercase', 'uppercase', 'special']);
  });

  it('marks only the failures of checkPassword unmet', () => {
    expect(unmet('abc')).toEqual(['length', 'digit', 'uppercase', 'special']);
    expect(unmet('motdepasse')).toEqual(['digit', 'uppercase', 'special']);
    expect(unmet('Motdepasse1')).toEqual(['special']);
    expect(unmet('MOTDEPASSE1!')).toEqual(['lowercase']);
  });

  it('marks every rule met for a strong password', () => {
    expect(unmet('Vitrine2026!')).toEqual([]);
    expect(unmet('Été-2026-Paris')).toEqual([]);
  });

  it('checks the length bounds', () => {
    expect(unmet('Ab1!'.padEnd(PASSWORD_MIN_LENGTH - 1, 'x'))).toEqual(['length']);
    expect(unmet('Ab1!'.padEnd(PASSWORD_MIN_LENGTH, 'x'))).toEqual([]);
    expect(unmet('Ab1!'.padEnd(PASSWORD_MAX_LENGTH, 'x'))).toEqual([]);
    expect(unmet('Ab1!'.padEnd(PASSWORD_MAX_LENGTH + 1, 'x'))).toEqual(['length']);
  });

  it('gives each rule its i18n key, and the length its bounds', () => {
    const list = passwordRuleList('', 'fr-FR');
    expect(list.map((status) => status.key)).toEqual([
      'LABEL_PASSWORD_RULE_LENGTH',
      'LABEL_PASSWORD_RULE_DIGIT',
      'LABEL_PASSWORD_RULE_LOWERCASE',
      'LABEL_PASSWORD_RULE_UPPERCASE',
      'LABEL_PASSWORD_RULE_SPECIAL',
    ]);
    expect(list[0]?.values).toEqual({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
    expect(list[1]?.values).toEqual({});
  });

  it('words the special character as advice in the UK store only', () => {
    expect(passwordRuleList('', 'fr-FR').filter((status) => status.advice)).toEqual([]);
    expect(
      passwordRuleList('', 'en-GB')
        .filter((status) => status.advice)
        .map((status) => status.rule),
    ).toEqual(['special']);
  });

  it('still reports an unmet advice rule (the schema checks it in both stores)', () => {
    const special = passwordRuleList('Motdepasse1', 'en-GB').find(
      (status) => status.rule === 'special',
    );
    expect(special).toMatchObject({ met: false, advice: true });
  });
});

describe('passwordRulesProgress', () => {
  it('counts the rules met', () => {
    expect(passwordRulesProgress(passwordRuleList('', 'fr-FR'))).toEqual({
      met: 0,
      total: 5,
      allMet: false,
    });
    expect(passwordRulesProgress(passwordRuleList('abc', 'fr-FR'))).toEqual({
      met: 1,
      total: 5,
      allMet: false,
    });
    expect(passwordRulesProgress(passwordRuleList('Vitrine2026!', 'en-GB'))).toEqual({
      met: 5,
      total: 5,
      allMet: true,
    });
  });
});
