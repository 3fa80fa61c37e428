import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './.storybook/chromium.js';
import shared from './vite.config.js';

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      reporters: ['default', 'json'],
      outputFile: { json: 'test-results/vitest.json' },
      // Both projects count: the stories exercise the components in Chromium (V8 coverage through
      // the DevTools protocol), the unit tests the pure modules.
      coverage: {
        provider: 'v8',
        include: ['src/**/*.{ts,tsx}'],
        exclude: [
          'src/**/*.test.ts',
          'src/**/*.stories.tsx',
          'src/**/*.story-support.{ts,tsx}',
          'src/**/index.ts',
          'src/**/*.i18n.ts',
        ],
        reporter: ['text-summary', 'html'],
        thresholds: { lines: 95, branches: 90 },
      },
      projects: [
        {
          // Pure pieces (formatting, sticker parsing, timing logic) in Node.
          test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' },
        },
        {
          // Every story is a test in the system Chromium: it renders, its play function runs and
          // the a11y addon's axe check fails the test on any violation (parameters.a11y.test).
          extends: true,
          plugins: [
            storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) }),
          ],
          test: {
            name: 'storybook',
            // CI runs the stories beside the server's suites on two cores: typing stories take
            // several times longer there than here.
            testTimeout: process.env.CI ? 30_000 : 15_000,
            setupFiles: ['.storybook/vitest.setup.ts'],
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions: chromiumLaunchOptions() }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
