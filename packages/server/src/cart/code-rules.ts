import type { MessageLanguage } from '../http/error-messages.js';
import { percentOf } from '../money.js';

/** What a privilege code gives, once the cart reaches its threshold. */
export type CodeBenefit =
  | { kind: 'percent'; percent: number }
  | { kind: 'fixed'; amountCents: number }
  | { kind: 'free-shipping' }
  | { kind: 'gift'; giftSku: string };

export interface PrivilegeCodeRule {
  code: string;
  /** For the shopper, in the store's language ('15 % de remise sur vos articles'). */
  label: string;
  /** The products' amount (before any reduction) from which the benefit applies. */
  thresholdCents: number;
  benefit: CodeBenefit;
  isDefault: boolean;
  startsAt: Date;
  expiresAt: Date | null;
}

export type CodeStatus = 'valid' | 'unknown' | 'expired' | 'not-started';

export function codeStatus(rule: PrivilegeCodeRule | undefined, now: Date): CodeStatus {
  if (!rule) return 'unknown';
  if (rule.expiresAt && rule.expiresAt <= now) return 'expired';
  return rule.startsAt > now ? 'not-started' : 'valid';
}

/** Why a code is refused, in each store's language (the apps show their own text for `reason`). */
export const CODE_MESSAGES: Record<
  Exclude<CodeStatus, 'valid'>,
  Record<MessageLanguage, string>
> = {
  unknown: { fr: 'Ce code privilège n’existe pas.', en: 'This privilege code does not exist.' },
  expired: { fr: 'Ce code privilège a expiré.', en: 'This privilege code has expired.' },
  'not-started': {
    fr: 'Ce code privilège n’est pas encore valable.',
    en: 'This privilege code is not valid yet.',
  },
};

/**
 * The code a cart applies (spec 4): the code asked for (the app's cookie) or else the one kept on
 * the cart, when valid; otherwise the store's default. `replaced` says a code was given but the
 * default took its place — the cart answers it as `newPrivilegeCode`.
 */
export function resolveCode(
  candidate: string,
  rules: ReadonlyMap<string, PrivilegeCodeRule>,
  defaultRule: PrivilegeCodeRule | null,
  now: Date,
): { rule: PrivilegeCodeRule | null; replaced: boolean } {
  const rule = rules.get(candidate);
  if (candidate && rule && codeStatus(rule, now) === 'valid') return { rule, replaced: false };
  return { rule: defaultRule, replaced: candidate !== '' && candidate !== defaultRule?.code };
}

export interface CodeOutcome {
  /** The cart reaches the code's threshold: its benefit applies. */
  applies: boolean;
  /** Off the products, never more than their amount. */
  discountCents: number;
  freeShipping: boolean;
  giftSku: string | null;
}

const NOTHING: CodeOutcome = {
  applies: false,
  discountCents: 0,
  freeShipping: false,
  giftSku: null,
};

/** What a code gives a cart whose products come to `subtotalCents`. */
export function codeOutcome(rule: PrivilegeCodeRule | null, subtotalCents: number): CodeOutcome {
  if (!rule || subtotalCents <= 0 || subtotalCents < rule.thresholdCents) return NOTHING;
  const { benefit } = rule;
  const discount = (cents: number) => Math.min(cents, subtotalCents);
  switch (benefit.kind) {
    case 'percent':
      return {
        ...NOTHING,
        applies: true,
        discountCents: discount(percentOf(subtotalCents, benefit.percent)),
      };
    case 'fixed':
      return { ...NOTHING, applies: true, discountCents: discount(benefit.amountCents) };
    case 'free-shipping':
      return { ...NOTHING, applies: true, freeShipping: true };
    case 'gift':
      return { ...NOTHING, applies: true, giftSku: benefit.giftSku };
  }
}
