/**
 * The system Chromium, never Playwright's download (it does not work on our machines), with the
 * UI kit's flags (packages/ui/.storybook/chromium.ts): no calls to Google hosts at start, and
 * runnable as root in CI. CHROMIUM_PATH points elsewhere. Shared by the journeys and the
 * Lighthouse script (which Node runs with its type stripping, hence no imports here).
 */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
