import type {
  DefaultPrivilegeCode,
  PrivilegeCodeValidation,
  StoreSegment,
} from '@vitrine/api-client/contract';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { privilegeCodes } from '../db/schema.js';
import { storeLanguage } from '../http/error-messages.js';
import { toCents } from '../money.js';
import {
  CODE_MESSAGES,
  codeStatus,
  type CodeBenefit,
  type PrivilegeCodeRule,
} from './code-rules.js';

export type CodeRow = typeof privilegeCodes.$inferSelect;

function benefitOf(row: CodeRow): CodeBenefit {
  switch (row.kind) {
    case 'percent':
      return { kind: 'percent', percent: toCents(row.value) / 100 };
    case 'fixed':
      return { kind: 'fixed', amountCents: toCents(row.value) };
    case 'free-shipping':
      return { kind: 'free-shipping' };
    case 'gift':
      if (row.giftSku) return { kind: 'gift', giftSku: row.giftSku };
  }
  throw new Error(`Privilege code ${row.code}: no rule for kind '${row.kind}'`);
}

const toRule = (row: CodeRow): PrivilegeCodeRule => ({
  code: row.code,
  label: row.label,
  thresholdCents: toCents(row.threshold),
  benefit: benefitOf(row),
  isDefault: row.isDefault,
  startsAt: row.startsAt,
  expiresAt: row.expiresAt,
});

export interface StoreCodes {
  rules: Map<string, PrivilegeCodeRule>;
  /** The store's default code, when one is valid now. */
  defaultRule: PrivilegeCodeRule | null;
}

/** The rules of these codes (those that exist) and the store's default, in one read. */
async function readCodeRules(
  db: Db,
  segment: StoreSegment,
  codes: readonly string[],
  now = new Date(),
): Promise<StoreCodes> {
  const wanted = codes.filter(Boolean);
  const rows = await db
    .select()
    .from(privilegeCodes)
    .where(
      and(
        eq(privilegeCodes.store, segment),
        wanted.length
          ? or(eq(privilegeCodes.isDefault, true), inArray(privilegeCodes.code, wanted))
          : eq(privilegeCodes.isDefault, true),
      ),
    )
    .orderBy(privilegeCodes.code);
  return storeCodes(rows, now);
}

/** The rules of these rows, and the store's default among them. */
export function storeCodes(rows: readonly CodeRow[], now: Date): StoreCodes {
  const rules = rows.map(toRule);
  return {
    rules: new Map(rules.map((rule) => [rule.code, rule])),
    defaultRule: rules.find((r) => r.isDefault && codeStatus(r, now) === 'valid') ?? null,
  };
}

export async function defaultPrivilegeCode(
  db: Db,
  segment: StoreSegment,
): Promise<DefaultPrivilegeCode> {
  const { defaultRule } = await readCodeRules(db, segment, []);
  return { privilegeCode: defaultRule?.code ?? '', label: defaultRule?.label ?? '' };
}

/** Whether a code can be used now, with its label (valid) or the reason (not valid). */
export async function checkPrivilegeCode(
  db: Db,
  segment: StoreSegment,
  code: string,
): Promise<PrivilegeCodeValidation> {
  const now = new Date();
  const rule = (await readCodeRules(db, segment, [code], now)).rules.get(code);
  const status = codeStatus(rule, now);
  if (status !== 'valid')
    return {
      valid_code: false,
      reason: status,
      messages: [CODE_MESSAGES[status][storeLanguage(segment)]],
    };
  return { valid_code: true, messages: [rule?.label ?? code] };
}
