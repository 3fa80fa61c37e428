import { describe, expect, it } from 'vitest';
import { cents } from './money.js';

describe('cents', () => {
  it('reads catalogue prices to the cent and treats 0 or empty as absent', () => {
    expect(cents('19.99')).toBe(1999);
    expect(cents('0.29')).toBe(29);
    expect(cents('12.999')).toBe(1299);
    expect(cents(4.1)).toBe(410);
    for (const absent of ['0', '', '0.00', null, undefined]) expect(cents(absent)).toBeNull();
  });
});
