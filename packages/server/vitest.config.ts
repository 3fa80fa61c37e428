import { defineConfig } from 'vitest/config';

// The suite runs on embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

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
    projects: databases.map((database) => ({
      extends: true,
      test: {
        name: database,
        include:
          database === 'pglite' ? ['src/**/*.test.ts', 'test/**/*.test.ts'] : ['test/**/*.test.ts'],
        env: { TEST_DATABASE: database },
        globalSetup: ['test/global-setup.ts'],
      },
    })),
  },
});
