// Loaded into the server with `node --import ./bench/query-profile.mjs` (bench:orders does it
// with BENCH_PROFILE=1, PostgreSQL only): times every request, its PostgreSQL queries and its
// waits for a pooled connection, measures the process's CPU and how busy its main thread was from
// the first checkout call on, and writes it all to QUERY_PROFILE_OUT on exit. Nothing in the
// server knows about it: it wraps node-postgres' Pool and Client and the HTTP server's requests.
import { AsyncLocalStorage } from 'node:async_hooks';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';

const pg = createRequire(new URL('../package.json', import.meta.url))('pg');
const requests = new AsyncLocalStorage();
const routes = new Map();
/** The process's CPU time at the first checkout call: what the checkout costs is after it. */
let firstRequestCpu;
let firstRequestLoop;

const originalEmit = http.Server.prototype.emit;
http.Server.prototype.emit = function emit(event, request, response) {
  if (event !== 'request') return originalEmit.apply(this, arguments);
  if (request.url.includes('/checkout/') && !firstRequestCpu) {
    firstRequestCpu = process.cpuUsage();
    firstRequestLoop = performance.eventLoopUtilization();
  }
  const profile = { started: performance.now(), queries: [], poolWaitMs: 0 };
  response.once('finish', () => record(`${request.method} ${request.url.split('?')[0]}`, profile));
  return requests.run(profile, () => originalEmit.apply(this, arguments));
};

function record(route, { started, queries, poolWaitMs }) {
  let entry = routes.get(route);
  if (!entry)
    routes.set(
      route,
      (entry = { calls: 0, ms: 0, queries: 0, queryMs: 0, poolWaitMs: 0, statements: new Map() }),
    );
  entry.calls++;
  entry.ms += performance.now() - started;
  entry.queries += queries.length;
  entry.poolWaitMs += poolWaitMs;
  for (const { text, ms } of queries) {
    entry.queryMs += ms;
    const statement = entry.statements.get(text) ?? { count: 0, ms: 0 };
    statement.count++;
    statement.ms += ms;
    entry.statements.set(text, statement);
  }
}

/** Calls `run` timed: `done(ms)` when its callback (last argument) or its promise settles. */
function timed(args, run, done) {
  const started = performance.now();
  const callback = typeof args.at(-1) === 'function' ? args.at(-1) : null;
  if (callback) {
    const profile = requests.getStore();
    args[args.length - 1] = (...results) => {
      done(performance.now() - started);
      // A pooled client handed over by another request's release runs in that request's context.
      return profile ? requests.run(profile, () => callback(...results)) : callback(...results);
    };
  }
  const result = run(args);
  if (!callback && result && typeof result.then === 'function')
    result.then(
      () => done(performance.now() - started),
      () => done(performance.now() - started),
    );
  return result;
}

const originalConnect = pg.Pool.prototype.connect;
pg.Pool.prototype.connect = function connect(...args) {
  const profile = requests.getStore();
  return timed(
    args,
    (a) => originalConnect.apply(this, a),
    (ms) => {
      if (profile) profile.poolWaitMs += ms;
    },
  );
};

const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function query(...args) {
  const profile = requests.getStore();
  const sql = typeof args[0] === 'string' ? args[0] : (args[0]?.text ?? '');
  const text = sql.replace(/\s+/g, ' ').slice(0, 120);
  return timed(
    args,
    (a) => originalQuery.apply(this, a),
    (ms) => profile?.queries.push({ text, ms }),
  );
};

process.on('exit', () => {
  const round = (n) => Math.round(n * 10) / 10;
  const summary = [...routes].map(([route, e]) => ({
    route,
    calls: e.calls,
    msPerCall: round(e.ms / e.calls),
    queriesPerCall: round(e.queries / e.calls),
    queryMsPerCall: round(e.queryMs / e.calls),
    poolWaitMsPerCall: round(e.poolWaitMs / e.calls),
    statements: [...e.statements]
      .map(([text, s]) => ({
        text,
        perCall: round(s.count / e.calls),
        msEach: round(s.ms / s.count),
      }))
      .sort((a, b) => b.perCall * b.msEach - a.perCall * a.msEach),
  }));
  const cpu = process.cpuUsage(firstRequestCpu);
  const cpuMs = round((cpu.user + cpu.system) / 1000);
  writeFileSync(
    process.env.QUERY_PROFILE_OUT ?? 'query-profile.json',
    JSON.stringify(
      {
        cpuMs,
        // The share of the time the main thread was busy: near 1, the server is the bottleneck.
        eventLoopUtilization:
          round(performance.eventLoopUtilization(firstRequestLoop).utilization * 100) / 100,
        routes: summary,
      },
      null,
      2,
    ),
  );
});
