// Page rows of performance-goals.md: first-load JS and HTML weight per page, then Lighthouse
// (mobile preset, never while a load test runs) with its performance, LCP, TBT, CLS, SEO,
// accessibility, transfer and request figures.
import { lighthouseBatch } from './lighthouse.mjs';
import { pageWeight } from './page-weight.mjs';
import { row } from './report.mjs';

/** Goals per page group (performance-goals.md): SEO templates, and app pages (cart, account …). */
const GOALS = {
  seo: { js: 110_000, jsText: '≤ 110 kB', perf: 95 },
  app: { js: 170_000, jsText: '≤ 170 kB', perf: 90 },
};

export async function pageRows({ db, webUrl, pages, options, chromePath, state, log }) {
  const rows = [];
  const dbKey = db;
  for (const p of pages) {
    const goals = GOALS[p.group ?? 'seo'];
    try {
      const w = await pageWeight(`${webUrl}${p.path}`, p.headers);
      rows.push(
        row(
          dbKey,
          `Page ${p.path}`,
          'First-load JS (gzip)',
          w.firstLoadJsGzip,
          'bytes',
          { op: '<=', value: goals.js, text: goals.jsText },
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
      pages.map((p) => ({ key: p.path, url: `${webUrl}${p.path}`, headers: p.headers })),
      { chromePath, runs: options.lighthouseRuns, log: (m) => log(`[${dbKey}] ${m}`) },
    );
    for (const p of pages) {
      const goals = GOALS[p.group ?? 'seo'];
      const seoTemplate = (p.group ?? 'seo') === 'seo';
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
          { op: '>=', value: goals.perf, text: `≥ ${goals.perf}` },
          extra,
        ),
      );
      const seoOnly = (goal) => (seoTemplate ? goal : null);
      rows.push(row(dbKey, g, 'LCP', m.lcpMs, 'ms', seoOnly({ op: '<=', value: 1800, text: '≤ 1.8 s' })));
      rows.push(row(dbKey, g, 'TBT', m.tbtMs, 'ms', seoOnly({ op: '<=', value: 150, text: '≤ 150 ms' })));
      rows.push(row(dbKey, g, 'CLS', m.cls, '', { op: '<=', value: 0.05, text: '≤ 0.05' }));
      rows.push(
        row(dbKey, g, 'Lighthouse SEO', m.seo, '', seoOnly({ op: '>=', value: 100, text: '100' }), {
          failedAudits: m.failedAudits.filter((a) => a.startsWith('seo:')),
        }),
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
        row(
          dbKey,
          g,
          'Total transfer',
          m.transferBytes,
          'bytes',
          seoOnly({ op: '<=', value: 300_000, text: '≤ 300 kB' }),
        ),
      );
      rows.push(row(dbKey, g, 'Requests', m.requests, '', seoOnly({ op: '<=', value: 25, text: '≤ 25' })));
    }
    state.lighthouse[dbKey] = lh;
  }
  return rows;
}
