import { describe, expect, it } from 'vitest';
import { attachmentFilename } from './invoice-download.js';

describe('attachmentFilename', () => {
  it("reads the server's file name", () => {
    expect(attachmentFilename('attachment; filename="facture-700000005.pdf"')).toBe(
      'facture-700000005.pdf',
    );
    expect(attachmentFilename('attachment; filename=invoice-7.pdf')).toBe('invoice-7.pdf');
  });

  it('gives nothing without one', () => {
    expect(attachmentFilename(null)).toBeUndefined();
    expect(attachmentFilename('attachment')).toBeUndefined();
  });
});
