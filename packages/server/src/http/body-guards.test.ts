import { describe, expect, it } from 'vitest';
import { MAX_NESTING, refusalOf } from './body-guards.js';

/** `levels` arrays inside one another, as JSON.parse gives them. */
const nestedArrays = (levels: number): unknown =>
  JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`);

describe('refusalOf', () => {
  it('lets ordinary bodies, params and queries through', () => {
    expect(refusalOf({ email: 'a@b.fr', items: [{ sku: 'X', qty: 2 }], note: null })).toBe(
      undefined,
    );
    expect(refusalOf(undefined)).toBe(undefined);
    expect(refusalOf('Robe été')).toBe(undefined);
    expect(refusalOf(nestedArrays(MAX_NESTING))).toBe(undefined);
  });

  it('refuses NUL and unpaired surrogates in values and in keys, at any depth', () => {
    expect(refusalOf({ term: 'a\u0000b' })).toBe('request.unstorable_text');
    expect(refusalOf({ '\uD800': 'x' })).toBe('request.unstorable_text');
    expect(refusalOf({ a: [{ b: ['ok', '\uDC00'] }] })).toBe('request.unstorable_text');
  });

  it('refuses nesting past the limit without overflowing the stack, however deep', () => {
    expect(refusalOf(nestedArrays(MAX_NESTING + 1))).toBe('request.too_deeply_nested');
    // Deep enough that a recursive walk overflows the stack (issue 19's D1 used 5,631 levels).
    expect(refusalOf({ x: nestedArrays(200_000) })).toBe('request.too_deeply_nested');
    const objects = JSON.parse(`${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`) as unknown;
    expect(refusalOf(objects)).toBe('request.too_deeply_nested');
  });
});
