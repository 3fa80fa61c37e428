// Shared by the benchmarks: start the built server as its own process, call it as a browser,
// percentiles.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
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

/**
 * One browser at `base` (e.g. http://127.0.0.1:3998/fr): its session cookie, JSON in and out, each
 * call timed. `headers` go with every call (an `x-forwarded-for` names the address it comes from).
 */
export function browser(base, headers = {}) {
  let cookie = '';
  return async function call(method, path, body) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-app-key': APP_KEY,
        ...headers,
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    const set = response.headers.getSetCookie().find((c) => c.startsWith('vitrine_sid='));
    if (set) cookie = set.split(';')[0];
    return {
      status: response.status,
      headers: response.headers,
      body: text ? JSON.parse(text) : null,
      ms,
    };
  };
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * One autocannon run against `url` over `paths`, taken in turn; latencies recorded per response.
 * Resolves with requests per second, errors (including non-2xx) and the p50, p95 and p99.
 */
export function loadRoundRobin({ url, paths, connections, duration, headers }) {
  return new Promise((resolve, reject) => {
    let next = 0;
    const latencies = [];
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        headers,
        requests: [
          { setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          rps: result.requests.average,
          errors: result.errors + result.non2xx,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
}
