// Page rows of performance-goals.md: first-load JS and HTML weight per page, then Lighthouse
// (mobile preset, never while a load test runs) with its performance, LCP, TBT, CLS, SEO,
// accessibility, transfer and request figures.
import { lighthouseBatch } from './lighthouse.mjs';
import { pageWeight } from './page-weight.mjs';
import { row } from './report.mjs';

export async function pageRows({ db, webUrl, pages, options, chromePath, state, log }) {
  const rows = [];
  const dbKey = db;
  for (const p of pages) {
    try {
      const w = await pageWeight(`${webUrl}${p.path}`);
      rows.push(
        row(
          dbKey,
          `Page ${p.path}`,
          'First-load JS (gzip)',
          w.firstLoadJsGzip,
          'bytes',
          { op: '<=', value: 110_000, text: '≤ 110 kB' },
          { scripts: w.scripts },
        ),
      );
      rows.push(
        row(dbKey, `Page ${p.path}`, 'HTML (gzip)', w.htmlGzip, 'bytes', {
          op: '<=',
          value: 30_000,
          text: '≤ 30 kB',
        }),
      );
    } catch (err) {
      rows.push(row(dbKey, `Page ${p.path}`, `page weight failed: ${err.message}`, null, '', null));
    }
  }

  if (options.lighthouse) {
    const lh = await lighthouseBatch(
      pages.map((p) => ({ key: p.path, url: `${webUrl}${p.path}` })),
      { chromePath, runs: options.lighthouseRuns, log: (m) => log(`[${dbKey}] ${m}`) },
    );
    for (const p of pages) {
      const m = lh[p.path].median;
      state.benchmarkIndex ??= m.benchmarkIndex;
      const g = `Page ${p.path}`;
      const extra = { failedAudits: m.failedAudits, runtimeError: m.runtimeError };
      rows.push(
        row(
          dbKey,
          g,
          'Lighthouse performance',
          m.performance,
          '',
          { op: '>=', value: 95, text: '≥ 95' },
          extra,
        ),
      );
      rows.push(row(dbKey, g, 'LCP', m.lcpMs, 'ms', { op: '<=', value: 1800, text: '≤ 1.8 s' }));
      rows.push(row(dbKey, g, 'TBT', m.tbtMs, 'ms', { op: '<=', value: 150, text: '≤ 150 ms' }));
      rows.push(row(dbKey, g, 'CLS', m.cls, '', { op: '<=', value: 0.05, text: '≤ 0.05' }));
      rows.push(
        row(
          dbKey,
          g,
          'Lighthouse SEO',
          m.seo,
          '',
          { op: '>=', value: 100, text: '100' },
          { failedAudits: m.failedAudits.filter((a) => a.startsWith('seo:')) },
        ),
      );
      rows.push(
        row(
          dbKey,
          g,
          'Lighthouse accessibility',
          m.accessibility,
          '',
          { op: '>=', value: 100, text: '100' },
          { failedAudits: m.failedAudits.filter((a) => a.startsWith('accessibility:')) },
        ),
      );
      rows.push(
        row(dbKey, g, 'Total transfer', m.transferBytes, 'bytes', {
          op: '<=',
          value: 300_000,
          text: '≤ 300 kB',
        }),
      );
      rows.push(row(dbKey, g, 'Requests', m.requests, '', { op: '<=', value: 25, text: '≤ 25' }));
    }
    state.lighthouse[dbKey] = lh;
  }
  return rows;
}
