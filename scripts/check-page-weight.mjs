#!/usr/bin/env node
// `npm run weight` (run by .ci/run after the build): every page of the web build keeps its
// first-load JS within performance-goals.md — the SEO templates (home and the `[slug]` landing,
// city and plan pages) ≤ 110 kB gzip, every other page ≤ 170 kB gzip (decision 098).
//
// `npm run bench` measures a handful of pages from their served HTML; this check reads Next's own
// build manifest (`.next/app-build-manifest.json`: the scripts each App Router page loads before it
// is interactive) so that no page is missed. A chunk loaded later through `next/dynamic` or
// `import()` is not in the list, as it is not in the page's first load. Sizes are gzip at the
// default level, as the bench takes them. Exits 1 with one line per page over its goal.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib/repo.mjs';

export const GOALS = {
  seo: { bytes: 110_000, text: '≤ 110 kB' },
  app: { bytes: 170_000, text: '≤ 170 kB' },
};

/** The SEO templates of performance-goals.md: the home page and the `[slug]` pages. */
const SEO_PAGES = new Set(['/[v]/page', '/[v]/[slug]/page']);

/** Which goal a manifest entry (`/[v]/cart/page`) is held to; null for what is not a page. */
export function groupOf(entry) {
  if (!entry.endsWith('/page')) return null;
  return SEO_PAGES.has(entry) ? 'seo' : 'app';
}

/**
 * Each page's first-load JS: the sum of the gzip sizes of its `.js` files. `sizeOf(file)` gives one
 * file's gzip size (memoised by the caller: most chunks are shared).
 */
export function pageWeights(manifest, sizeOf) {
  const rows = [];
  for (const [entry, files] of Object.entries(manifest.pages ?? {})) {
    const group = groupOf(entry);
    if (!group) continue;
    const js = [...new Set(files.filter((f) => f.endsWith('.js')))];
    const bytes = js.reduce((sum, f) => sum + sizeOf(f), 0);
    rows.push({ page: entry.replace(/\/page$/, '') || '/', group, bytes, over: bytes > GOALS[group].bytes });
  }
  return rows.sort((a, b) => b.bytes - a.bytes);
}

function main() {
  const nextDir = path.join(ROOT, 'apps/web/.next');
  const manifestFile = path.join(nextDir, 'app-build-manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(`${path.relative(ROOT, manifestFile)} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(nextDir, file))).length);
    return sizes.get(file);
  };
  const rows = pageWeights(manifest, sizeOf);
  const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
  for (const r of rows)
    console.log(`${r.over ? 'OVER' : 'ok  '}  ${kb(r.bytes).padStart(9)}  ${GOALS[r.group].text}  ${r.page}`);
  const over = rows.filter((r) => r.over);
  if (over.length) {
    console.error(`\n${over.length} page(s) over their first-load JS goal (performance-goals.md).`);
    process.exit(1);
  }
  console.log(`\n${rows.length} pages within their first-load JS goals.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
