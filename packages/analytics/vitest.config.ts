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
      exclude: ['src/**/*.test.ts', 'src/**/*.test-support.ts', 'src/index.ts'],
      reporter: ['text-summary', 'html'],
      thresholds: { lines: 95, functions: 95, branches: 90, statements: 95 },
    },
  },
});
