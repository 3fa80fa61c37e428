import { defineConfig } from 'vitest/config';

// The suite runs on embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Files that mock a module (vi.mock): a mock applies only to a module graph loaded after it. */
const OWN_MODULE_CACHE = ['test/customers.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/main.ts', 'src/seed-command.ts', 'src/index.ts'],
      reporter: ['text-summary', 'html'],
      thresholds: { lines: 85, functions: 85, branches: 75, statements: 85 },
    },
    projects: databases.flatMap((database) => {
      const suite = {
        include:
          database === 'pglite' ? ['src/**/*.test.ts', 'test/**/*.test.ts'] : ['test/**/*.test.ts'],
        env: { TEST_DATABASE: database },
        globalSetup: ['test/global-setup.ts'],
      };
      return [
        // Files share their worker's module cache: the server is imported once per worker, not
        // once per file (70 s of CPU less on PGlite alone). Nothing in src keeps state a file
        // could leak into the next, beyond caches keyed by their inputs.
        {
          extends: true,
          test: { ...suite, name: database, exclude: OWN_MODULE_CACHE, isolate: false },
        },
        {
          extends: true,
          test: { ...suite, name: `${database}, own modules`, include: OWN_MODULE_CACHE },
        },
      ];
    }),
  },
});
