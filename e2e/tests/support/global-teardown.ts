import { rmSync } from 'node:fs';
import { basename } from 'node:path';
import { RUN_DIR_ENV, RUN_DIR_PREFIX } from './run-dir.js';

/**
 * Removes this run's folder (database and apps). The server still runs at this point (Playwright
 * stops its web server last), idle: the tests are over, and it is killed right after.
 */
export default function globalTeardown(): void {
  const dir = process.env[RUN_DIR_ENV];
  if (dir && basename(dir).startsWith(RUN_DIR_PREFIX))
    rmSync(dir, { recursive: true, force: true });
}
