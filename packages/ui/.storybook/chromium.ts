import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright';

/**
 * The system Chromium (Playwright's own browser downloads do not work on our machines).
 * CHROMIUM_PATH overrides the path on other machines; the flags keep it from calling Google hosts
 * at start and let it run as root in CI.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath))
    throw new Error(
      `No Chromium at ${executablePath}: install it (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
