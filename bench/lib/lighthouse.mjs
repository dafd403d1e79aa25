// Lighthouse 12 lab runs: mobile preset (the default config) with default simulated throttling,
// one Chromium (CHROME_PATH) per batch, median of N runs per URL (by performance score).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../scripts/lib/find-chromium.mjs';
import { median } from './load.mjs';

function summarise(lhr) {
  const a = lhr.audits;
  const cat = (k) => (lhr.categories[k]?.score == null ? null : Math.round(lhr.categories[k].score * 100));
  return {
    performance: cat('performance'),
    seo: cat('seo'),
    accessibility: cat('accessibility'),
    lcpMs: a['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: a['total-blocking-time']?.numericValue ?? null,
    cls: a['cumulative-layout-shift']?.numericValue ?? null,
    fcpMs: a['first-contentful-paint']?.numericValue ?? null,
    transferBytes: a['total-byte-weight']?.numericValue ?? null,
    requests: a['network-requests']?.details?.items?.length ?? null,
    failedAudits: Object.values(lhr.categories)
      .filter((c) => c.id !== 'performance')
      .flatMap((c) =>
        c.auditRefs
          .filter((r) => r.weight > 0 && a[r.id]?.score !== null && a[r.id]?.score < 1)
          .map((r) => `${c.id}:${r.id}`),
      ),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    userAgent: lhr.environment?.hostUserAgent ?? null,
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/**
 * Sets `name=value; …` as cookies of `url`'s origin in the browser at `port` (over CDP), the way a
 * page script would (`document.cookie`, on a small page of that origin): CDP's own cookie call
 * refuses a Secure (`__Host-`) cookie for an http:// origin, which the browser itself accepts for
 * 127.0.0.1.
 */
async function putCookies(port, url, cookieHeader) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    // An earlier run's page may have left an HttpOnly session cookie of the same name, which a
    // script cannot overwrite.
    await context.clearCookies();
    const page = await context.newPage();
    await page.goto(new URL('/robots.txt', url).toString());
    await page.evaluate((header) => {
      for (const pair of header.split(';')) globalThis.document.cookie = `${pair.trim()}; path=/; secure`;
    }, cookieHeader);
    // Signed in as a customer arrives: the page itself, once, before Lighthouse measures it.
    await page.goto(url);
    const landed = new URL(page.url()).pathname;
    await page.close();
    return landed === new URL(url).pathname;
  } finally {
    // Disconnects; the browser and its default context (with the cookies) stay.
    await browser.close();
  }
}

/** @returns {Promise<Record<string, {median: object, runs: object[]}>>} keyed by URL label */
export async function lighthouseBatch(pages, { chromePath, runs, log }) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  const out = {};
  try {
    for (const { key, url, headers } of pages) {
      const results = [];
      // A signed-in page: the session cookie goes into the browser's cookie jar, where a customer's
      // browser keeps it, and Lighthouse must not clear it. (As an extra request header only, the
      // page's own scripts ran without it and the run measured the sign-in page it led to.)
      const signedIn = Boolean(headers?.cookie);
      if (signedIn && !(await putCookies(chrome.port, url, headers.cookie)))
        log?.(`lighthouse ${key}: the signed-in session did not reach the page`);
      for (let i = 0; i < runs; i++) {
        const t0 = Date.now();
        const r = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'seo', 'accessibility'],
          ...(signedIn ? { disableStorageReset: true } : {}),
        });
        if (new URL(r.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
          log?.(`lighthouse ${key}: ended on ${r.lhr.finalDisplayedUrl}, not the page asked for`);
        const s = summarise(r.lhr);
        results.push(s);
        log?.(
          `lighthouse ${key} run ${i + 1}/${runs}: perf ${s.performance}, LCP ${Math.round(s.lcpMs)} ms, TBT ${Math.round(s.tbtMs)} ms, CLS ${s.cls?.toFixed(3)} (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
        );
      }
      // Median run by performance score; every metric reported from that same run.
      const sorted = [...results].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
      const mid = sorted[Math.floor((sorted.length - 1) / 2)];
      out[key] = { median: { ...mid, lcpMedianMs: median(results.map((r) => r.lcpMs ?? 0)) }, runs: results };
    }
  } finally {
    await chrome.kill();
  }
  return out;
}
