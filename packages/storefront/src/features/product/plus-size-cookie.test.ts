import { describe, expect, it } from 'vitest';
import {
  PLUS_SIZE_COOKIE,
  plusSizeCookie,
  readPlusSizeSkus,
  rememberPlusSize,
  withPlusSizeSku,
} from './plus-size-cookie.js';

describe('readPlusSizeSkus', () => {
  it('reads the SKUs among the other cookies', () => {
    expect(readPlusSizeSkus(`a=1; ${PLUS_SIZE_COOKIE}=108684%2C100132; b=2`)).toEqual([
      '108684',
      '100132',
    ]);
  });

  it('is empty without the cookie, or with an unreadable one', () => {
    expect(readPlusSizeSkus('')).toEqual([]);
    expect(readPlusSizeSkus(`x${PLUS_SIZE_COOKIE}=1`)).toEqual([]);
    expect(readPlusSizeSkus(`${PLUS_SIZE_COOKIE}=%E0%A4%A`)).toEqual([]);
  });
});

describe('withPlusSizeSku', () => {
  it('adds a flagged SKU once and removes an unflagged one', () => {
    expect(withPlusSizeSku(['1'], '2', true)).toEqual(['1', '2']);
    expect(withPlusSizeSku(['1', '2'], '1', true)).toEqual(['2', '1']);
    expect(withPlusSizeSku(['1', '2'], '1', false)).toEqual(['2']);
    expect(withPlusSizeSku([], '1', false)).toEqual([]);
  });
});

describe('plusSizeCookie', () => {
  it('keeps the list six months for the whole site, SameSite=Lax', () => {
    expect(plusSizeCookie(['1', '2'], false)).toBe(
      `${PLUS_SIZE_COOKIE}=1%2C2; Max-Age=15768000; Path=/; SameSite=Lax`,
    );
    expect(plusSizeCookie(['1'], true)).toMatch(/; Secure$/);
  });

  it('deletes the cookie when the list is empty', () => {
    expect(plusSizeCookie([], false)).toBe(`${PLUS_SIZE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
  });
});

describe('rememberPlusSize', () => {
  /** document.cookie: reading gives the stored pairs, writing records the assignment. */
  function cookieJar(initial: string[] = []) {
    const pairs = new Map(initial.map((skus) => [PLUS_SIZE_COOKIE, skus]));
    const writes: string[] = [];
    const doc = {
      get cookie() {
        return [...pairs].map(([name, value]) => `${name}=${value}`).join('; ');
      },
      set cookie(assignment: string) {
        writes.push(assignment);
        const [pair = ''] = assignment.split(';');
        const [name = '', value = ''] = pair.split('=');
        if (assignment.includes('Max-Age=0')) pairs.delete(name);
        else pairs.set(name, value);
      },
    };
    return { doc, writes };
  }

  it('adds the SKU of a plus-size product', () => {
    const { doc, writes } = cookieJar();
    rememberPlusSize(doc, '108684', true, false);
    expect(readPlusSizeSkus(doc.cookie)).toEqual(['108684']);
    expect(writes).toHaveLength(1);
  });

  it('removes the SKU of an unflagged product and deletes the emptied cookie', () => {
    const { doc, writes } = cookieJar(['108684']);
    rememberPlusSize(doc, '108684', false, false);
    expect(doc.cookie).toBe('');
    expect(writes[0]).toContain('Max-Age=0');
  });

  it('writes nothing for an unflagged SKU it did not hold', () => {
    const { doc, writes } = cookieJar(['1']);
    rememberPlusSize(doc, '2', false, false);
    expect(writes).toEqual([]);
  });
});
