import type { ErrorBody, ErrorCode } from '@vitrine/api-client/contract';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { expect } from 'vitest';

/** Asserts a response body matches the contract's schema, listing the mismatches when not. */
export function expectToMatchContract(schema: TSchema, value: unknown): void {
  const check = Compile(schema);
  const errors = check.Check(value)
    ? []
    : check
        .Errors(value)
        .slice(0, 5)
        .map((e) => `${e.instancePath || '/'}: ${e.message}`);
  expect(errors).toEqual([]);
}

/**
 * The error answer expected for `code` (its message in the store's language is checked by
 * test/error-answers.test.ts, not by every test).
 */
export const refusal = (code: ErrorCode, extra: Omit<Partial<ErrorBody>, 'code'> = {}) => ({
  code,
  message: expect.any(String) as unknown as string,
  ...extra,
});
