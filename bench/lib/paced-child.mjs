// Runs one fixed-rate measurement in its own process (pinned by the parent with taskset) and prints
// a JSON summary on stdout, in the same shape as autocannon-child.mjs. argv[2]: JSON options
// { url, method?, headers?, body?, overallRate, connections, duration, warmup?, preconnect?, paths? } — `paths`, when
// given, are sent in turn (request i asks for paths[i % paths.length]) instead of the url's path;
// `rotateClientIp` gives request i its own X-Forwarded-For (many clients, for per-client rate limits).
//
// Open loop and evenly paced (decision 036): request i is due at start + i / rate, whatever happened
// to the earlier ones, and its latency is counted from that due time, not from when a socket was
// free — so a stall on the server (or here) shows in every request it delayed. At most
// `connections` keep-alive sockets are open; a request due while all are busy waits for one, and
// that wait is part of its latency.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { pct } from './fixed-rate.mjs';

const opts = JSON.parse(process.argv[2]);
const rate = opts.overallRate;
const target = new URL(opts.url);
const agent = new http.Agent({
  keepAlive: true,
  maxSockets: opts.connections ?? 10,
  maxFreeSockets: opts.connections ?? 10,
});
const headers = { 'accept-encoding': 'gzip, deflate, br', ...opts.headers };
const body = opts.body == null ? null : Buffer.from(opts.body);
if (body) headers['content-length'] = String(body.length);

const latencies = [];
let errors = 0;
let timeouts = 0;
let non2xx = 0;
let inFlight = 0;
/** Answers per status code, and the latencies of the non-2xx ones (how fast load is shed, T15). */
const statuses = {};
const non2xxLatencies = [];

let nth = 0;
const pathOf = (i) =>
  opts.paths?.length ? opts.paths[i % opts.paths.length] : target.pathname + target.search;
const headersOf = (i) =>
  opts.rotateClientIp
    ? { ...headers, 'x-forwarded-for': `10.${200 + ((i >> 16) & 7)}.${(i >> 8) & 255}.${i & 255}` }
    : headers;

function send(due, counted) {
  inFlight += 1;
  const i = nth++;
  const req = http.request(
    {
      agent,
      host: target.hostname,
      port: target.port,
      path: pathOf(i),
      method: opts.method ?? 'GET',
      headers: headersOf(i),
      timeout: 10_000,
    },
    (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        inFlight -= 1;
        if (!counted) return;
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        if (res.statusCode >= 200 && res.statusCode < 300) latencies.push(performance.now() - due);
        else {
          non2xx += 1;
          non2xxLatencies.push(performance.now() - due);
        }
      });
    },
  );
  let timedOut = false;
  req.on('timeout', () => {
    timedOut = true;
    if (counted) timeouts += 1;
    req.destroy();
  });
  req.on('error', () => {
    inFlight -= 1;
    if (!timedOut && counted) errors += 1; // destroying a timed-out request errors it too: counted once
  });
  req.end(body ?? undefined);
}

// `warmup` seconds at the same rate go first and are not counted: the generator's own start (JIT,
// opening up to `connections` sockets) stalled it for up to 1 s at 7,000 req/s against a hello
// server, which showed as the first second's latencies and set the p99 of a short run (decision 069).
const warm = Math.round(rate * (opts.warmup ?? 0));
const total = warm + Math.round(rate * opts.duration);
// `preconnect`: open every socket before the clock starts (each asks for `preconnect`, a path), as a
// load balancer's keep-alive pool would be open already. Node accepts one new connection per turn of
// its event loop, so connections opened while the server is saturated wait in the kernel's accept
// queue for seconds whatever the server does with the requests it has read (decision 069).
if (opts.preconnect) {
  await Promise.all(
    Array.from(
      { length: opts.connections ?? 10 },
      () =>
        new Promise((resolve) => {
          const req = http.request(
            { agent, host: target.hostname, port: target.port, path: opts.preconnect },
            (res) => {
              res.resume();
              res.on('end', resolve);
            },
          );
          req.on('error', resolve);
          req.end();
        }),
    ),
  );
}
const start = performance.now() + 20;
let sent = 0;
await new Promise((resolve) => {
  const tick = () => {
    const now = performance.now();
    // Every request whose due time has come goes out now, each stamped with its own due time.
    while (sent < total && start + (sent * 1000) / rate <= now) {
      send(start + (sent * 1000) / rate, sent >= warm);
      sent += 1;
    }
    if (sent >= total) return resolve();
    const next = start + (sent * 1000) / rate - performance.now();
    // Timers fire about 1 ms late; within 2 ms of the next due time, poll instead of sleeping.
    if (next > 2) setTimeout(tick, next - 1.5);
    else setImmediate(tick);
  };
  tick();
});
const drainBy = performance.now() + 10_000;
while (inFlight > 0 && performance.now() < drainBy) await new Promise((r) => setTimeout(r, 5));
const elapsed = (performance.now() - start) / 1000 - (opts.warmup ?? 0);
agent.destroy();

latencies.sort((a, b) => a - b);
non2xxLatencies.sort((a, b) => a - b);
const round2 = (x) => (x == null ? null : Math.round(x * 100) / 100);
process.stdout.write(
  JSON.stringify({
    rps: latencies.length / elapsed,
    total: latencies.length,
    p50: round2(pct(latencies, 50)),
    p99: round2(pct(latencies, 99)),
    max: round2(latencies.at(-1) ?? null),
    errors,
    timeouts,
    non2xx,
    statuses,
    non2xxP50: round2(pct(non2xxLatencies, 50)),
    non2xxP99: round2(pct(non2xxLatencies, 99)),
    sent: sent - warm,
    duration: elapsed,
  }),
);
