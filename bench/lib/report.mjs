// Rows with goals → bench/results/latest.json and latest.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A row: { db, group, name, value, unit, ratio?, goal: { op: '<='|'>='|'between', value, text }, pass } */
export function row(db, group, name, value, unit, goal, extra = {}) {
  const pass =
    value == null || goal == null
      ? null
      : goal.op === '<='
        ? value <= goal.value
        : goal.op === '>='
          ? value >= goal.value
          : goal.op === 'between'
            ? value >= goal.value[0] && value <= goal.value[1]
            : null;
  return { db, group, name, value, unit, goal: goal?.text ?? null, pass, ...extra };
}

const fmt = (v, unit) => {
  if (v == null) return 'n/a';
  if (unit === 'bytes') return `${(v / 1000).toFixed(1)} kB`;
  if (unit === 'ms') return `${Math.round(v)} ms`;
  if (unit === 'MB') return `${v.toFixed(0)} MB`;
  if (unit === 'req/s') return `${Math.round(v).toLocaleString('en-US')} req/s`;
  if (unit === '') return Number.isInteger(v) ? String(v) : v.toFixed(3);
  return `${v} ${unit}`;
};

export function writeReport(dir, data) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'latest.json'), JSON.stringify(data, null, 2) + '\n');
  const m = data.machine;
  const lines = [
    '# Bench results (latest)',
    '',
    `Taken ${m.date} by \`npm run bench${data.options.quick ? ' -- --quick' : ''}\` in ${data.durationS} s.`,
    '',
    `Machine: ${m.nproc} cores, ${m.cpuModel}, ${m.memTotalMB} MB; Node ${m.node}; ${m.chromium ?? 'Chromium ?'}; ` +
      `Lighthouse ${m.lighthouse} (benchmarkIndex ${data.benchmarkIndex ?? 'n/a'}); Next ${m.next}; autocannon ${m.autocannon}; ` +
      `commit ${m.gitCommit?.slice(0, 12) ?? '?'}${m.gitDirty ? ' (dirty tree)' : ''}.`,
    '',
    `Method: server under test pinned to core 0, load on core 1 (autocannon for req/s; p99 at a fixed rate from an ` +
      `evenly paced open-loop generator, latency counted from each request's due time, decision 036); ${data.options.warmup} s warm-up, then ` +
      `${data.options.runs} interleaved runs of ${data.options.duration} s, median. References: F (Fastify hello JSON) ` +
      `and S (node:http serving a pre-gzipped copy of ${data.options.ssrPath}). Lighthouse mobile preset, simulated ` +
      `throttling, median of ${data.options.lighthouseRuns} run(s) per URL. Cold starts: one start each, the server polled every 10 ms.`,
    '',
  ];
  for (const db of data.databases) {
    lines.push(`## ${db.label}`, '');
    if (db.error) {
      lines.push(`Not measured: ${db.error}`, '');
      continue;
    }
    lines.push('| Group | Measure | Value | Ratio | Goal | Pass |', '|---|---|---|---|---|---|');
    for (const r of data.rows.filter((x) => x.db === db.key)) {
      const ratio = r.ratio == null ? '' : `${(r.ratio * 100).toFixed(2)} % of ${r.ratioOf}`;
      const pass = r.pass == null ? '–' : r.pass ? 'pass' : '**FAIL**';
      lines.push(
        `| ${r.group} | ${r.name} | ${fmt(r.value, r.unit)} | ${ratio} | ${r.goal ?? ''} | ${pass} |`,
      );
    }
    lines.push('');
  }
  const failed = data.rows.filter((r) => r.pass === false).length;
  lines.push(`${data.rows.filter((r) => r.pass === true).length} pass, ${failed} fail.`, '');
  writeFileSync(path.join(dir, 'latest.md'), lines.join('\n'));
}
