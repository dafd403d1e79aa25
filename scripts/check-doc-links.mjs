#!/usr/bin/env node
// `npm run docs:check` (run by .ci/run): the docs a newcomer follows must not point nowhere
// (issue 19 §4).
//   1. Every relative link in README.md and docs/**/*.md resolves: the file (or folder) exists and,
//      when the link has a #fragment into a Markdown file, that file has the anchor — a heading's
//      GitHub slug or an explicit `<a id="…">` / `name="…"`.
//   2. Every root-relative docs reference in the code (`docs/product/cart.md#discount-codes`,
//      `docs/decisions/045-pay-after-the-visit.md`) under apps/, packages/, scripts/ and bench/
//      resolves the same way.
//   3. docs/decisions/README.md is the current index of the records (scripts/decisions-index.mjs).
// Exits 1 with one line per broken link.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkIndex } from './decisions-index.mjs';
import { ROOT } from './lib/repo.mjs';

export const CODE_DIRS = ['apps', 'packages', 'scripts', 'bench'];
const CODE_FILE = /\.(?:[cm]?[jt]s|tsx|jsx|css)$/;
const SKIP_DIRS = new Set(['node_modules', '.next', 'dist', '.data', 'test-results', 'results', 'coverage']);

/** GitHub's anchor for a heading's text: lower case, punctuation dropped, spaces to hyphens. */
export function slugify(heading) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/[`*~]/g, '') // code and emphasis marks
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Lines outside fenced code blocks, with inline code spans blanked out. */
function proseLines(text) {
  const out = [];
  let fence = null;
  for (const line of text.split('\n')) {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length) fence = null;
      out.push('');
      continue;
    }
    if (f) {
      fence = f[1];
      out.push('');
      continue;
    }
    out.push(line.replace(/(`+)[^`]*?\1/g, (m) => ' '.repeat(m.length)));
  }
  return out;
}

/** Every anchor a Markdown text offers. */
export function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of text.split('\n')) {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length) fence = null;
      continue;
    }
    if (f) {
      fence = f[1];
      continue;
    }
    const h = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) {
      const base = slugify(h[1]);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n ? `${base}-${n}` : base);
    }
    for (const m of line.matchAll(/<a\s[^>]*?\b(?:id|name)\s*=\s*["']([^"']+)["']/gi)) anchors.add(m[1]);
  }
  return anchors;
}

/** Every link target of a Markdown text, with its 1-based line: inline links, images, definitions. */
export function linksOf(text) {
  const links = [];
  const target = (inside) => (inside.trim().split(/\s/)[0] ?? '').replace(/^<|>$/g, '');
  proseLines(text).forEach((line, i) => {
    for (const m of line.matchAll(/\]\(([^)]*)\)/g)) links.push({ target: target(m[1]), line: i + 1 });
    const def = /^ {0,3}\[[^\]]+\]:\s*(\S+)/.exec(line);
    if (def) links.push({ target: target(def[1]), line: i + 1 });
  });
  return links;
}

/** Root-relative docs references in code: `docs/…md` with an optional `#anchor`. */
export function codeRefsOf(text) {
  const refs = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/(?<![\w./-])docs\/[\w./#-]+/g)) {
      const end = m[0].indexOf('.md');
      if (end === -1) continue;
      const rest = m[0].slice(end + 3);
      if (rest !== '' && !rest.startsWith('#')) continue; // e.g. docs/x.mdx
      const anchor = rest.startsWith('#') ? rest.slice(1).replace(/[.#]+$/, '') : null;
      refs.push({ file: m[0].slice(0, end + 3), anchor, line: i + 1 });
    }
  });
  return refs;
}

const isExternal = (target) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** Files under a folder, recursively, whose name passes the filter. */
export function walk(dir, keep) {
  const out = [];
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.'))
        out.push(...walk(path.join(dir, entry.name), keep));
    } else if (keep(entry.name)) out.push(path.join(dir, entry.name));
  }
  return out;
}

/** Problems with the links of the docs and the docs references of the code under `root`. */
export function checkLinks(root = ROOT) {
  const anchorCache = new Map();
  const anchorsOfFile = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(file, 'utf8')));
    return anchorCache.get(file);
  };
  const problems = [];
  const rel = (file) => path.relative(root, file);
  /** One target (already split into file and anchor) from `where`; null when it resolves. */
  const resolve = (file, anchor) => {
    if (!existsSync(file)) return `${rel(file)} does not exist`;
    if (anchor === null || anchor === '') return null;
    if (statSync(file).isDirectory() || !file.endsWith('.md')) return null;
    const wanted = decodeURIComponent(anchor);
    return anchorsOfFile(file).has(wanted) ? null : `${rel(file)} has no anchor #${wanted}`;
  };

  const markdown = [path.join(root, 'README.md'), ...walk(path.join(root, 'docs'), (n) => n.endsWith('.md'))];
  for (const md of markdown.filter((f) => existsSync(f))) {
    for (const { target, line } of linksOf(readFileSync(md, 'utf8'))) {
      if (!target || isExternal(target)) continue;
      const hash = target.indexOf('#');
      const filePart = hash === -1 ? target : target.slice(0, hash);
      const anchor = hash === -1 ? null : target.slice(hash + 1);
      const file = filePart ? path.resolve(path.dirname(md), decodeURI(filePart.split('?')[0])) : md;
      const problem = resolve(file, anchor);
      if (problem) problems.push(`${rel(md)}:${line}: link ${target}: ${problem}`);
    }
  }

  for (const dir of CODE_DIRS) {
    for (const file of walk(path.join(root, dir), (n) => CODE_FILE.test(n))) {
      for (const ref of codeRefsOf(readFileSync(file, 'utf8'))) {
        const problem = resolve(path.join(root, ref.file), ref.anchor);
        const shown = ref.anchor === null ? ref.file : `${ref.file}#${ref.anchor}`;
        if (problem) problems.push(`${rel(file)}:${ref.line}: ${shown}: ${problem}`);
      }
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = [...checkLinks(), ...checkIndex()];
  for (const p of problems) console.error(p);
  if (problems.length) {
    console.error(`docs:check: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('docs:check: every docs link and docs reference resolves; the decision index is current');
}
