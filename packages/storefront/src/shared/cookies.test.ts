import { describe, expect, it } from 'vitest';
import { cookieAssignment, readCookie } from './cookies.js';

describe('cookies', () => {
  it('reads one cookie among others, undefined when absent', () => {
    expect(readCookie('a=1; vitrine_x=AB%2CC; b=2', 'vitrine_x')).toBe('AB%2CC');
    expect(readCookie('a=1', 'vitrine_x')).toBeUndefined();
  });

  it('writes a site-wide Lax cookie, Secure on HTTPS, and deletes it with an empty value', () => {
    expect(cookieAssignment('c', 'v', 60, false)).toBe('c=v; Max-Age=60; Path=/; SameSite=Lax');
    expect(cookieAssignment('c', 'v', 60, true)).toBe(
      'c=v; Max-Age=60; Path=/; SameSite=Lax; Secure',
    );
    expect(cookieAssignment('c', '', 60, false)).toBe('c=; Max-Age=0; Path=/; SameSite=Lax');
  });
});
