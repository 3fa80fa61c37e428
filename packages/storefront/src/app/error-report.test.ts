import { ERROR_REPORT_MAX_BYTES, ERROR_REPORT_TEXT_LIMITS } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { browserErrorReport } from './error-report.js';

describe('browserErrorReport (spec 7.6)', () => {
  const where = {
    width: 390.4,
    height: 844,
    url: 'https://shop.example/fr/P-AB12CD34-robe',
    now: new Date('2026-11-21T10:00:00Z'),
  };

  it('carries every field of the error-report call', () => {
    const error = new TypeError('Cannot read properties of undefined');
    const report = browserErrorReport(error, '\n    at ProductPage', where);
    expect(report).toEqual({
      errFrom: 'react:TypeError',
      errMessage: 'Cannot read properties of undefined',
      errStack: error.stack,
      errStackReact: '\n    at ProductPage',
      userWidth: 390,
      userHeight: 844,
      currentUrl: 'https://shop.example/fr/P-AB12CD34-robe',
      timestamp: '2026-11-21T10:00:00.000Z',
    });
  });

  it('reports thrown non-errors and cuts what the server would not keep', () => {
    const report = browserErrorReport('x'.repeat(3000), undefined, where);
    expect(report.errFrom).toBe('react:Error');
    expect(report.errMessage).toHaveLength(ERROR_REPORT_TEXT_LIMITS.errMessage);
    expect(report.errStackReact).toBe('');
  });

  it('fits the largest report in the body the server reads', () => {
    const long = new Error('m'.repeat(5000));
    long.stack = 's'.repeat(50_000);
    const report = browserErrorReport(long, 'r'.repeat(50_000), {
      ...where,
      url: `https://shop.example/fr/recherche?q=${'q'.repeat(5000)}`,
    });
    expect(new TextEncoder().encode(JSON.stringify(report)).length).toBeLessThan(
      ERROR_REPORT_MAX_BYTES,
    );
  });
});
