import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A pure test can take seconds when CI runs every package's suite at once on two cores.
    testTimeout: 30_000,
    include: ['src/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      // The barrels only re-export; the tests import what they re-export.
      exclude: [
        'src/**/*.test.ts',
        'src/**/*.test-support.ts',
        'src/index.ts',
        'src/contract/index.ts',
      ],
      reporter: ['text-summary', 'html'],
      thresholds: { lines: 90, branches: 85 },
    },
  },
});
