#!/usr/bin/env node
// The README's two commands, `npm start` and `npm test`, on a machine with only Node.js and npm.
// This file uses Node built-ins only (it runs on the system Node, which may be older than 24):
// it fetches the pinned pnpm through npx, installs the workspace — which brings Node 24 as a
// dependency — and hands over to turbo.
import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const env = {
  ...process.env,
  // The apps' production builds need VITE_APP_KEY: the development key, which the server started
  // here and the browser journeys' server accept. A copy of DEVELOPMENT_APP_KEY
  // (packages/api-client/src/stores.ts): this runs before install and cannot import it.
  VITE_APP_KEY: process.env.VITE_APP_KEY ?? 'vitrine-dev-app-key',
  TURBO_TELEMETRY_DISABLED: '1',
  TURBO_NO_UPDATE_NOTIFIER: '1',
  DO_NOT_TRACK: '1',
};

function run(command, args) {
  const { status, error } = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (error) throw error;
  return status ?? 1;
}

function pnpm(...args) {
  return run('npx', ['--yes', packageManager, ...args]);
}

function orExit(status, what) {
  if (status !== 0) {
    console.error(`\n✖ ${what} failed (exit ${status}).`);
    process.exit(status);
  }
}

const workspaceDirs = () => [
  ...['apps', 'packages']
    .filter((dir) => existsSync(join(root, dir)))
    .flatMap((dir) => readdirSync(join(root, dir)).map((name) => join(root, dir, name))),
  join(root, 'e2e'),
];

/**
 * Adds up the reports the packages wrote: Vitest's test-results/vitest.json and the browser
 * journeys' (Playwright) test-results/playwright.json.
 */
function summariseTests() {
  const totals = { reports: 0, passed: 0, failed: 0, skipped: 0 };
  const read = (dir, name) => {
    const report = join(dir, 'test-results', name);
    return existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
  };
  for (const dir of workspaceDirs()) {
    const vitest = read(dir, 'vitest.json');
    if (vitest) {
      totals.reports += 1;
      totals.passed += vitest.numPassedTests;
      totals.failed += vitest.numFailedTests;
      totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
    }
    const playwright = read(dir, 'playwright.json');
    if (playwright) {
      const { expected, unexpected, flaky, skipped } = playwright.stats;
      totals.reports += 1;
      totals.passed += expected + flaky;
      totals.failed += unexpected;
      totals.skipped += skipped;
    }
  }
  return totals;
}

const command = process.argv[2];

orExit(
  pnpm('install', ...(process.env.CI ? ['--frozen-lockfile'] : [])),
  'Installing dependencies',
);

/** Whether something accepts TCP connections on host:port within a second. */
function answers(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1000 });
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/**
 * The UI kit's stories run as tests in a real Chromium (the system one: Playwright's browser
 * downloads do not work on our machines). CHROMIUM_PATH points elsewhere; without it, a missing
 * /usr/bin/chromium is installed with apt-get when we are root on Debian/Ubuntu (CI), otherwise
 * the run stops with the command to type.
 */
function ensureChromium() {
  const path = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  const isRoot = process.getuid?.() === 0;
  if (!env.CHROMIUM_PATH && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Installing Chromium for the browser tests (apt-get install chromium)…');
    orExit(run('apt-get', ['update', '-qq']), 'apt-get update');
    orExit(run('apt-get', ['install', '-y', '-qq', 'chromium']), 'Installing Chromium');
    if (existsSync(path)) return;
  }
  console.error(
    `\n✖ The browser tests need Chromium at ${path}: install it (sudo apt-get install chromium)` +
      ' or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}

/** The local PostgreSQL of our machines (trust auth): the server's tests run on it as well. */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

if (command === 'start') {
  orExit(pnpm('run', 'build'), 'Building');
  // API + both apps on one port (PORT, default 3000), embedded database seeded on first start.
  // The development mailbox (/fr/dev/mailbox) shows the mail the store sends, e.g. password resets.
  env.DEV_MAILBOX ??= 'on';
  process.exit(pnpm('--filter', '@vitrine/server', 'start'));
} else if (command === 'test') {
  // The journeys check that the tag manager loads only after consent: the apps are built with two
  // containers each, whose requests the journeys answer themselves. A copy of
  // e2e/tests/support/tag-manager.ts (this runs before install and cannot import it).
  env.VITE_TAG_MANAGER_CONTAINERS_FR ??= 'GTM-VTRFR01,GTM-VTRFR02';
  env.VITE_TAG_MANAGER_CONTAINERS_UK ??= 'GTM-VTRUK01,GTM-VTRUK02';
  ensureChromium();
  for (const dir of workspaceDirs())
    rmSync(join(dir, 'test-results'), { recursive: true, force: true });
  if (!env.TEST_DATABASE_URL && (await answers('127.0.0.1', 5432))) {
    env.TEST_DATABASE_URL = LOCAL_POSTGRES;
    console.log(`PostgreSQL answers on 127.0.0.1:5432: the server's tests also run on it.`);
  }
  const status = pnpm('run', 'check');
  const { passed, failed, skipped } = summariseTests();
  console.log(
    `\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
  if (status !== 0) console.error('✖ Checks failed: see the turbo output above.');
  process.exit(status);
} else {
  console.error('Usage: node scripts/quickstart.mjs start|test');
  process.exit(2);
}
