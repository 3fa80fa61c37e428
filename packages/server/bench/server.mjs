// Shared by the benchmarks: start the built server as its own process, and percentiles.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const APP_KEY = 'bench-app-key';
export const BENCHMARKS_FILE = fileURLToPath(
  new URL('../../../docs/benchmarks.md', import.meta.url),
);
/** bench/orders.mjs owns docs/benchmarks.md from this heading on; bench/run.mjs keeps it. */
export const ORDERS_SECTION_START = '## Orders';
/** bench/pages.mjs owns this section, just before the orders; the other two keep it. */
export const PAGES_SECTION_START = '## Pages';
const packageDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts dist/main.js on `port` with `env` (PGLITE_DATA_DIR or DATABASE_URL, RESPONSE_CACHE…)
 * and waits until /healthz answers (the first start seeds the catalogue).
 */
export async function startServer(port, env) {
  const server = spawn(process.execPath, ['dist/main.js'], {
    cwd: packageDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_KEY,
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error('the server did not start');
}

export async function stopServer(server) {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
