import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Property tests run hundreds of cases, and turbo runs them beside lint and type checks on
    // 2-core machines: the 5 s default flakes there (seen: 7 s for a test that takes 1 s alone).
    testTimeout: 30_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/*.test-support.ts'],
      reporter: ['text-summary', 'html'],
      // The main entry is the contract other teams import: keep it fully exercised.
      thresholds: { lines: 95, functions: 95, branches: 90, statements: 95 },
    },
  },
});
