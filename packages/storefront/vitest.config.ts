import { existsSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { challengeScriptCommands } from './challenge-script-commands.js';
import { serverDompurify } from './vite-dompurify.js';

/** The system Chromium (Playwright's browser downloads do not work on our machines). */
function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path))
    throw new Error(
      `No Chromium at ${path}: install it (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  return path;
}

/**
 * Two projects: the shell's pure parts in Node (`*.test.ts`: config checks, guards, slices,
 * URL ↔ filters), and the pages and feature components in the system Chromium (`*.test.tsx`: the
 * whole store rendered at an address, the API answered at the network edge — see src/testing).
 * Both count towards one coverage report.
 */
export default defineConfig({
  plugins: [react()],
  // Every dependency the pages import, bundled before the first test: one found later makes Vite
  // reload the browser mid-run, and the test then running fails on a second React (stop 32's CI,
  // a fresh clone). The scan misses those imported only by the workspace packages or by .ts
  // modules: they are named.
  optimizeDeps: {
    entries: ['src/**/*.tsx'],
    include: [
      'formik',
      'dompurify',
      '@reduxjs/toolkit/query/react',
      '@vitrine/ui > clsx',
      '@vitrine/api-client > typebox',
    ],
  },
  test: {
    // A test can take seconds when CI runs every package's suite at once on two cores.
    testTimeout: 30_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: [
        'src/**/*.test.{ts,tsx}',
        'src/**/*.test-support.{ts,tsx}',
        'src/**/index.ts',
        'src/**/*.d.ts',
        'src/i18n/*.ts',
        'src/**/*.i18n.ts',
      ],
      reporter: ['text-summary', 'html'],
      // Measured: 98 % lines, 93 % branches.
      thresholds: { lines: 95, branches: 90 },
    },
    projects: [
      {
        extends: true,
        // Content is sanitised in Node as in the server build (the server renderer's tests).
        plugins: [serverDompurify],
        test: { name: 'unit', include: ['src/**/*.test.ts', '*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromiumPath(),
                args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
              },
            }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 900 } }],
            commands: challengeScriptCommands,
          },
        },
      },
    ],
  },
});
