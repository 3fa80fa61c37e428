import { configure } from 'storybook/test';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { takeMissingKeys } from './story-i18n.js';

// waitFor and findBy* wait up to 5 s, not 1 s: smooth scrolls and fades take longer when CI runs the
// stories beside other suites on two cores (a condition that never comes still fails).
configure({ asyncUtilTimeout: 5000 });

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
