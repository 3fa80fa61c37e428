import { defineConfig } from 'vitest/config';

/**
 * Node unit tests for the shell's pure parts (config checks, route table, guards, slices,
 * URL ↔ filters). Pages are tested in a real browser by the journeys in /e2e.
 */
export default defineConfig({
  test: {
    // A pure test can take seconds when CI runs every package's suite at once on two cores.
    testTimeout: 30_000,
    include: ['src/**/*.test.ts', '*.test.ts'],
    environment: 'node',
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: [
        'src/**/*.test.ts',
        'src/**/*.test-support.ts',
        'src/**/index.ts',
        'src/**/*.d.ts',
        'src/i18n/*.ts',
      ],
      reporter: ['text-summary'],
    },
  },
});
