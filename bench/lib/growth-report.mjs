// bench/results/growth.md (and growth.json): per database, each measure's p99 at each size N, the
// growth ratio (p99 at the largest N ÷ p99 at the smallest) and whether it is flat (≤ 1.5×).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MEASURES as ALL, TRACKER_REQUESTS_PER_CUSTOMER } from './growth-measure.mjs';

/** performance-goals.md "Growth": p99 may grow at most this much from the smallest to the largest N. */
export const FLAT_RATIO = 1.5;

/** p99 at the largest size ÷ p99 at the smallest, or null when either is missing. */
export function growthRatio(p99BySize) {
  const sizes = Object.keys(p99BySize)
    .map(Number)
    .sort((a, b) => a - b);
  const first = p99BySize[sizes[0]];
  const last = p99BySize[sizes[sizes.length - 1]];
  if (sizes.length < 2 || first == null || last == null || first <= 0) return null;
  return last / first;
}

/** 'yes' when the ratio is ≤ 1.5, 'no' when above, 'n/a' when it could not be computed. */
export const flatness = (ratio) => (ratio == null ? 'n/a' : ratio <= FLAT_RATIO ? 'yes' : '**no**');

const ms = (v) => (v == null ? 'n/a' : v < 10 ? `${v.toFixed(1)} ms` : `${Math.round(v)} ms`);
const thousands = (n) => (n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n));
const seqCell = (seq) =>
  seq == null
    ? 'n/a'
    : Object.keys(seq).length === 0
      ? '0'
      : Object.entries(seq)
          .map(([t, rows]) => `${t} ${rows}`)
          .join(', ');

/**
 * Why a row is not flat, from the run's own evidence: rows read by sequential scan at the largest
 * N (a missing index), or none and the same index scans per request at every N (the work per
 * request did not grow: the p99 difference comes from the run on the shared machine).
 */
export function diagnosis(m, runs, ratio) {
  const first = runs[0]?.measures?.[m.key];
  const last = runs[runs.length - 1]?.measures?.[m.key];
  const head = `${m.name}: p99 ×${ratio.toFixed(2)}`;
  if (!first || !last) return head;
  if (!last.seqRows) return `${head} (PGlite: no scan counters; compare the plans above).`;
  const seq = Object.entries(last.seqRows);
  if (seq.length)
    return `${head}, and at ${thousands(runs[runs.length - 1].n)} it reads ${seqCell(last.seqRows)} rows per request by sequential scan: a missing index (see the plans above).`;
  const near = (a = {}, b = {}) =>
    Object.keys({ ...a, ...b }).every((t) => Math.abs((a[t] ?? 0) - (b[t] ?? 0)) <= 0.25);
  const same = runs.every((r) => near(r.measures?.[m.key]?.idxScans, first.idxScans));
  const p50 = `p50 ${ms(first.p50)} → ${ms(last.p50)}`;
  return (
    `${head}, but no sequential scans at any size` +
    (same ? ' and the same index scans per request at every size' : '') +
    ` (${p50}${last.achieved < 0.9 * m.rate ? `, achieved ${Math.round(last.achieved)} of ${m.rate} req/s` : ''}): ` +
    'the work per request did not grow, so the p99 difference comes from the run on the shared machine, not from a missing index.'
  );
}

function dbSection(db, unsorted, measured) {
  const runs = [...unsorted].sort((a, b) => a.n - b.n);
  const MEASURES = ALL.filter((m) => measured.includes(m.key));
  const sizes = runs.map((r) => r.n);
  const head = sizes.map(thousands);
  const lines = [`## ${db.label}`, ''];
  if (db.error) return [...lines, `Not measured: ${db.error}`, ''];
  const span = `${head[head.length - 1]} ÷ ${head[0]}`;
  lines.push(
    `| Measure | ${head.join(' | ')} | Growth (${span}) | Flat (≤ ${FLAT_RATIO}×) |`,
    `|---|${sizes.map(() => '---|').join('')}---|---|`,
  );
  const notFlat = [];
  for (const m of MEASURES) {
    const bySize = Object.fromEntries(runs.map((r) => [r.n, r.measures?.[m.key]?.p99 ?? null]));
    const ratio = growthRatio(bySize);
    if (ratio != null && ratio > FLAT_RATIO) notFlat.push(diagnosis(m, runs, ratio));
    const cells = runs.map((r) => {
      const x = r.measures?.[m.key];
      if (!x) return r.error ? 'failed' : 'n/a';
      const errs = x.errors ? `, ${x.errors} errors` : '';
      const short = x.achieved < 0.9 * m.rate ? `, achieved ${Math.round(x.achieved)} req/s` : '';
      return `${ms(x.p99)} (p50 ${ms(x.p50)}${short}${errs})`;
    });
    lines.push(
      `| ${m.name} | ${cells.join(' | ')} | ${ratio == null ? 'n/a' : `${ratio.toFixed(2)}×`} | ${flatness(ratio)} |`,
    );
  }
  lines.push(
    '',
    'Rows read by sequential scans of the grown tables, per request (0 = every lookup used an index):',
    '',
    `| Measure | ${head.join(' | ')} |`,
    `|---|${sizes.map(() => '---|').join('')}`,
  );
  for (const m of MEASURES)
    lines.push(`| ${m.name} | ${runs.map((r) => seqCell(r.measures?.[m.key]?.seqRows)).join(' | ')} |`);
  const top = runs.filter((r) => r.measures).pop();
  if (top?.measures?.[MEASURES[0].key]?.idxScans) {
    lines.push(
      '',
      `Index scans per request at ${thousands(top.n)} (the counters see the API's lookups):`,
      '',
    );
    for (const m of MEASURES) lines.push(`- ${m.name}: ${seqCell(top.measures[m.key]?.idxScans)}`);
  }
  lines.push('', '| Data | ' + head.join(' | ') + ' |', `|---|${sizes.map(() => '---|').join('')}`);
  const tables = Object.keys(runs.find((r) => r.load)?.load.counts ?? {});
  for (const t of tables)
    lines.push(
      `| ${t} rows | ${runs.map((r) => r.load?.counts[t]?.toLocaleString('en-US') ?? 'n/a').join(' | ')} |`,
    );
  lines.push(
    `| bulk insert + VACUUM ANALYZE + CHECKPOINT | ${runs.map((r) => (r.load ? `${((r.load.loadMs + r.load.analyzeMs) / 1000).toFixed(1)} s` : 'n/a')).join(' | ')} |`,
  );
  const largest = runs.filter((r) => r.plans).pop();
  if (largest) {
    lines.push(
      '',
      `Plans of the lookups behind these requests at ${thousands(largest.n)} (EXPLAIN ANALYZE):`,
      '',
    );
    for (const p of largest.plans) lines.push(`- ${p.name}: ${p.scans.join('; ')} — ${p.time}`);
  }
  const failed = runs.filter((r) => r.error);
  for (const r of failed) lines.push('', `Run at ${thousands(r.n)} failed: ${r.error}`);
  lines.push(
    '',
    sizes.length < 2
      ? 'One size only: no growth to judge.'
      : notFlat.length === 0
        ? `Every measure is flat: p99 at ${head[head.length - 1]} is within ${FLAT_RATIO}× of p99 at ${head[0]}.`
        : `Not flat by the p99 rule:`,
    '',
    ...notFlat.map((d) => `- ${d}`),
    ...(notFlat.length ? [''] : []),
  );
  return lines;
}

const flagMeasures = (keys) => (keys.length < ALL.length ? ` --measures=${keys.join(',')}` : '');

export function writeGrowthReport(dir, data) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'growth.json'), JSON.stringify(data, null, 2) + '\n');
  const m = data.machine;
  const lines = [
    '# Growth results',
    '',
    `Taken ${m.date} by \`npm run bench:growth -- --sizes=${data.options.sizes.join(',')} --db=${data.options.db}${flagMeasures(data.options.measures)}\` in ${data.durationS} s.`,
    '',
    `Machine: ${m.nproc} cores, ${m.cpuModel}, ${m.memTotalMB} MB; Node ${m.node}; autocannon ${m.autocannon}; ` +
      `commit ${m.gitCommit?.slice(0, 12) ?? '?'}${m.gitDirty ? ' (dirty tree)' : ''}.`,
    '',
    `Method (performance-goals.md "Growth"): for each N, a fresh database is migrated and seeded by the API, then ` +
      `N customers and N paid orders are bulk-inserted with what fulfilment writes for them (order lines, payments, ` +
      `gateway records, one account plan per unit, confirmation messages, the ordered carts and their sessions), ` +
      `plus service requests and N/10 open carts, then VACUUM ANALYZE and CHECKPOINT. The production API build then starts on it (core 0; ` +
      `load on core 1: an evenly paced open-loop generator for the fixed rates, decision 036) and each measure runs ${data.options.warmup} s of warm-up and ${data.options.duration} s ` +
      `measured, once. Cart read, cart write and checkout are the requests and rates of \`npm run bench\`; the account ` +
      `reads are made as a customer signed in through the API whose two orders are among the N. The tracker search ` +
      `(when measured) first seeds ${TRACKER_REQUESTS_PER_CUSTOMER} × N service requests with a history row each on one bulk ` +
      `customer's plan (then VACUUM ANALYZE and CHECKPOINT), and asks for their numbers, each request from its own client address. Flat = p99 at the ` +
      `largest N ≤ ${FLAT_RATIO}× p99 at the smallest. The machine is shared: single runs, expect noise; the ` +
      `sequential-scan counts (PostgreSQL only) are exact and do not depend on it.`,
    '',
  ];
  for (const db of data.databases)
    lines.push(
      ...dbSection(
        db,
        data.runs.filter((r) => r.db === db.key),
        data.options.measures,
      ),
    );
  writeFileSync(path.join(dir, 'growth.md'), lines.join('\n'));
}
