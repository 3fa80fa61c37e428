import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import type { StoreOptions } from './tests/support/fixtures.js';
import { CHROMIUM } from './tests/support/chromium.js';
import { runDir } from './tests/support/run-dir.js';

// The server needs Node 22 or later; pnpm runs this suite with the workspace's Node 24.
if (Number(process.versions.node.split('.')[0]) < 22)
  throw new Error(
    `Node ${process.version} is too old for the server: run the suite through pnpm (npx -y pnpm@10.34.9 --filter @vitrine/e2e test).`,
  );

const port = Number(process.env.E2E_PORT ?? 3310);
const origin = `http://localhost:${String(port)}`;

/** A fresh database and a snapshot of the built apps for this run (see run-dir.ts). */
const run = runDir();

const BROWSER_SPECS = '**/*.spec.ts';
const NODE_SPECS = '**/*.node.spec.ts';

export default defineConfig<StoreOptions>({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  // Tests, not files, are shared out: one long file does not hold the run's tail.
  fullyParallel: true,
  // A 2-core machine runs the server, the runner and the browsers.
  workers: 2,
  // No retries: a test that passes on its second try is a flake to fix, not a pass.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // CI's two cores run the server, the runner and two browsers; on a slow machine of that kind a
  // journey's steps took up to twice their usual time (runs 21 to 23), so CI doubles the limits.
  // A passing test waits no longer.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  globalTeardown: './tests/support/global-teardown.ts',
  use: {
    viewport: { width: 1280, height: 900 },
    launchOptions: CHROMIUM,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The real server with both apps; the same Node as this runner (24 under pnpm).
    command: `"${process.execPath}" ../packages/server/dist/main.js`,
    url: `${origin}/healthz`,
    env: {
      PORT: String(port),
      PGLITE_DATA_DIR: join(run, 'pglite'),
      APP_FR_DIR: join(run, 'fr'),
      APP_UK_DIR: join(run, 'uk'),
      RATE_LIMITS: 'off',
      // The journeys read their mail (password reset) in the development mailbox.
      DEV_MAILBOX: 'on',
      // Hundreds of sign-ups: a cheaper scrypt for new passwords (refused in production).
      PASSWORD_HASHING: 'fast',
      LOG_LEVEL: 'warn',
    },
    // The first start of an empty database seeds the catalogue (20 to 40 s on a loaded machine).
    timeout: 120_000,
    // E2E_REUSE_SERVER=1: use a server already on the port (quicker reruns, not a fresh database).
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'ignore',
    stderr: 'pipe',
  },
  projects: [
    {
      name: 'fr',
      testMatch: BROWSER_SPECS,
      testIgnore: NODE_SPECS,
      use: { storeId: 'fr', baseURL: `${origin}/fr/` },
    },
    {
      name: 'uk',
      testMatch: BROWSER_SPECS,
      testIgnore: NODE_SPECS,
      use: { storeId: 'uk', baseURL: `${origin}/uk/` },
    },
    // Checks of the built files: no browser, no trace.
    { name: 'node', testMatch: NODE_SPECS, use: { trace: 'off', screenshot: 'off' } },
  ],
});
