import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { takeMissingKeys } from './story-i18n.js';

// A story passes only if it renders without React warnings or other console errors…
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  takeMissingKeys();
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  const errors = consoleError.mock.calls.map((args) => args.map((arg) => String(arg)).join(' '));
  consoleError.mockRestore();
  expect(errors, 'console errors while rendering the story').toEqual([]);
  // …and every text it shows has a translation.
  expect(takeMissingKeys(), 'i18n keys without a text').toEqual([]);
});
