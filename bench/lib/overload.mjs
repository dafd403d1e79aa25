// T15 (security-test-plan.md) overload and soak, on the 20-line cart read (GET /v3/cart/{id}: a
// real database read whose capacity a single load core can triple):
//   capacity C  autocannon -c 50 for the run's duration;
//   overload    open loop at 3 × C for 20 s (5 s quick) from up to 2,000 sockets: every request is
//               answered — 2xx, or shed with 503/429 (API_MAX_IN_FLIGHT, decision 049) — none times
//               out or fails, and the shed answers come fast (p99 ≤ 1 s);
//   recovery    open loop at C / 2 for 10 s straight after: every answer 2xx;
//   soak        open loop at C / 2 for 10 minutes (1 minute quick), API RSS sampled every 10 s:
//               the median of the last minute within 10 % of the first minute's ("flat RSS").
import { readFileSync } from 'node:fs';
import { cartWith, protectionPlans } from './api-setup.mjs';
import { rssMB } from './databases.mjs';
import { loadRun, median } from './load.mjs';
import { row } from './report.mjs';

const ok2xx = (r) =>
  Object.entries(r.statuses ?? {}).reduce((n, [s, c]) => n + (s.startsWith('2') ? c : 0), 0);
const shed = (r) => (r.statuses?.['503'] ?? 0) + (r.statuses?.['429'] ?? 0);

/**
 * The kernel's count of connections dropped because a listener's accept queue was full (Linux
 * /proc/net/netstat; null elsewhere). Each drop costs the client a SYN retry 1 s, 3 s… later.
 */
function listenOverflows() {
  try {
    const [keys, values] = readFileSync('/proc/net/netstat', 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('TcpExt:'))
      .map((l) => l.split(/\s+/));
    return Number(values[keys.indexOf('ListenOverflows')]);
  } catch {
    return null;
  }
}

export async function overloadRows({ apiUrl, db, pid, options, log }) {
  const plans = await protectionPlans(apiUrl);
  const big = await cartWith(apiUrl, plans, 20);
  const target = { url: `${apiUrl}/v3/cart/${big.cart.token_id}`, headers: big.headers };

  await loadRun({ ...target, connections: 50, duration: options.warmup });
  const capacity = await loadRun({ ...target, connections: 50, duration: options.duration });
  const C = capacity.rps;
  log(`T15: capacity of the 20-line cart read ${Math.round(C)} req/s`);

  const overflowsBefore = listenOverflows();
  const over = await loadRun({
    ...target,
    overallRate: Math.round(3 * C),
    connections: 2000,
    duration: options.quick ? 5 : 20,
    warmup: 3,
    preconnect: '/health',
  });
  const overflows = overflowsBefore === null ? null : listenOverflows() - overflowsBefore;
  const failed = over.timeouts + over.errors;
  const other = over.sent - failed - ok2xx(over) - shed(over);
  log(
    `T15: 3× overload: sent ${over.sent}, 2xx ${ok2xx(over)}, shed ${shed(over)} (p99 ${over.non2xxP99} ms), ` +
      `timed out ${over.timeouts}, failed ${over.errors}, statuses ${JSON.stringify(over.statuses)}, ` +
      `accept-queue overflows ${overflows ?? 'n/a'}`,
  );

  const recovery = await loadRun({
    ...target,
    overallRate: Math.round(C / 2),
    connections: 50,
    duration: 10,
  });
  log(
    `T15: recovery at C/2: ${recovery.total} 2xx, ${recovery.non2xx} non-2xx, ${recovery.errors + recovery.timeouts} failed`,
  );

  const soakSeconds = options.quick ? 60 : 600;
  const samples = [];
  const sampler = setInterval(() => samples.push({ t: Date.now(), mb: rssMB(pid) }), 10_000);
  const soak = await loadRun({
    ...target,
    overallRate: Math.round(C / 2),
    connections: 50,
    duration: soakSeconds,
  });
  clearInterval(sampler);
  const first = samples.filter((s) => s.t - samples[0].t < 60_000).map((s) => s.mb);
  const last = samples.filter((s) => samples.at(-1).t - s.t < 60_000).map((s) => s.mb);
  const growth = first.length && last.length ? median(last) / median(first) - 1 : null;
  log(
    `T15: soak ${soakSeconds} s at C/2: p99 ${soak.p99} ms, non-2xx ${soak.non2xx}, failed ${soak.errors + soak.timeouts}; ` +
      `RSS ${samples.map((s) => Math.round(s.mb)).join(' ')} MB`,
  );

  const n = (x) => Math.round(x).toLocaleString('en-US');
  return [
    row(db, 'Overload (T15)', 'Capacity C: 20-line cart read (-c 50)', C, 'req/s', null),
    row(
      db,
      'Overload (T15)',
      `At 3 × C (${n(3 * C)} req/s offered, ${n(over.sent)} sent): requests timed out or failed`,
      failed + other,
      '',
      { op: '<=', value: 0, text: '0 (every request answered 2xx or shed with 503/429)' },
      { detail: { ok: ok2xx(over), shed: shed(over), statuses: over.statuses, listenOverflows: overflows } },
    ),
    row(
      db,
      'Overload (T15)',
      `At 3 × C: share shed with 503/429`,
      over.sent ? shed(over) / over.sent : null,
      '',
      null,
    ),
    row(db, 'Overload (T15)', 'At 3 × C: p99 of the shed answers', over.non2xxP99, 'ms', {
      op: '<=',
      value: 1000,
      text: '≤ 1 s (fast 503, not a time-out)',
    }),
    row(
      db,
      'Overload (T15)',
      `Recovery at C / 2 right after: answers other than 2xx`,
      recovery.non2xx + recovery.errors + recovery.timeouts,
      '',
      { op: '<=', value: 0, text: '0' },
    ),
    row(
      db,
      'Overload (T15)',
      `Soak ${soakSeconds / 60} min at C / 2: RSS growth, last minute vs first (${Math.round(median(first))} → ${Math.round(median(last))} MB)`,
      growth === null ? null : Math.round(growth * 1000) / 10,
      '%',
      { op: '<=', value: 10, text: '≤ 10 % (flat)' },
    ),
    row(db, 'Overload (T15)', `Soak: answers other than 2xx`, soak.non2xx + soak.errors + soak.timeouts, '', {
      op: '<=',
      value: 0,
      text: '0',
    }),
  ];
}
