#!/usr/bin/env node
// `npm run docs:decisions` writes docs/decisions/README.md, the index of every decision record,
// from the records themselves: number, title, status and the records that supersede or amend it.
// `--check` (run by `npm run docs:check`) writes nothing and exits 1 when the index is stale or a
// Status line is inconsistent:
//   - a Status line names a record that does not exist;
//   - record B says it supersedes (amends, refines, changes) record A, but A's Status line does not
//     name B — the old record must say who replaced it (helper preamble, issue 19 §4);
//   - record A says it is superseded (amended…) by B, but B does not exist.
// A record is a file NNN-title.md in docs/decisions/ with `# NNN — Title` and a `Status:` paragraph.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/repo.mjs';

export const DECISIONS_DIR = path.join(ROOT, 'docs', 'decisions');
export const INDEX_FILE = path.join(DECISIONS_DIR, 'README.md');
const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;

/** Words that, before "by NNN", name a later record that changes this one. */
const LATER = /\b(superseded|amended|refined|extended|changed|replaced)(?: in part)? by\b([^;]*)/gi;
/** Words that, followed by NNN in the same clause, name an earlier record this one changes. */
const EARLIER = /\b(supersedes|amends|refines|extends|changes|replaces)\b([^;]*)/gi;

/** The three-digit record numbers of a clause, ignoring parenthesised remarks. */
function recordNumbers(clause) {
  const bare = clause.replace(/\([^()]*\)/g, ' ');
  return [...bare.matchAll(/(?<![\w.])(\d{3})(?!\.?\d)/g)].map((m) => m[1]);
}

/** One record's facts from its file name and text. */
export function parseRecord(fileName, text) {
  const number = RECORD_FILE.exec(fileName)?.[1];
  if (!number) throw new Error(`${fileName}: not a decision record name (NNN-title.md)`);
  const heading = /^# *(\d{3})\s*[—–-]\s*(.+)$/m.exec(text);
  const title = heading ? heading[2].trim() : fileName;
  // The Status paragraph: from "Status:" to the first blank line or heading.
  const statusMatch = /^Status:\s*([\s\S]*?)(?:\n\s*\n|\n#)/m.exec(text + '\n\n');
  const status = statusMatch ? statusMatch[1].replace(/\s+/g, ' ').trim() : '';
  const state = /^(\w+)/.exec(status)?.[1]?.toLowerCase() ?? 'unknown';
  const date = /\b(\d{4}-\d{2}-\d{2})\b/.exec(status)?.[1] ?? '';
  const laterBy = new Set();
  for (const m of status.matchAll(LATER)) for (const n of recordNumbers(m[2])) laterBy.add(n);
  const earlier = new Set();
  for (const m of status.matchAll(EARLIER)) for (const n of recordNumbers(m[2])) earlier.add(n);
  laterBy.delete(number);
  earlier.delete(number);
  return {
    number,
    fileName,
    title,
    status,
    state,
    date,
    headingNumber: heading?.[1] ?? null,
    laterBy: [...laterBy].sort(),
    earlier: [...earlier].sort(),
  };
}

/** Inconsistencies between records, one readable line each. */
export function checkRecords(records) {
  const byNumber = new Map(records.map((r) => [r.number, r]));
  const problems = [];
  const numbers = records.map((r) => r.number);
  for (const n of new Set(numbers)) {
    const files = records.filter((r) => r.number === n).map((r) => r.fileName);
    if (files.length > 1) problems.push(`decision ${n} is used by ${files.join(' and ')}`);
  }
  for (const r of records) {
    if (!r.status) problems.push(`${r.fileName}: no "Status:" line`);
    if (r.headingNumber !== r.number) problems.push(`${r.fileName}: the title must start "# ${r.number} — "`);
    for (const n of r.laterBy) {
      if (!byNumber.has(n))
        problems.push(`${r.fileName}: its Status names decision ${n}, which does not exist`);
    }
    for (const n of r.earlier) {
      const old = byNumber.get(n);
      if (!old) problems.push(`${r.fileName}: its Status names decision ${n}, which does not exist`);
      else if (!old.laterBy.includes(r.number)) {
        problems.push(
          `${old.fileName}: decision ${r.number} supersedes or amends it, but its Status line does not say ` +
            `so (add "superseded by ${r.number}" or "amended by ${r.number}")`,
        );
      }
    }
  }
  return problems;
}

const link = (records, n) => {
  const r = records.find((x) => x.number === n);
  return r ? `[${n}](${r.fileName})` : n;
};
const cell = (text) => text.replace(/\|/g, '\\|');

/** The index page for a list of records (any order). */
export function renderIndex(records) {
  const sorted = [...records].sort((a, b) => a.number.localeCompare(b.number));
  // Later records come from both sides: A's "amended by B" and B's "amends A".
  const later = new Map(sorted.map((r) => [r.number, new Set(r.laterBy)]));
  const earlier = new Map(sorted.map((r) => [r.number, new Set(r.earlier)]));
  for (const r of sorted) {
    for (const n of r.earlier) later.get(n)?.add(r.number);
    for (const n of r.laterBy) earlier.get(n)?.add(r.number);
  }
  const list = (set) =>
    [...set]
      .sort()
      .map((n) => link(sorted, n))
      .join(', ');
  const lines = [
    '# Decision records',
    '',
    "<!-- Generated by `npm run docs:decisions` (scripts/decisions-index.mjs) from the records' titles and",
    '     Status lines; edit the records, not this file. `npm run docs:check` fails when it is stale. -->',
    '',
    'Each record is `NNN-title.md` with **Status / Context / Decision / Consequences**. A record that',
    'replaces or changes an earlier one says so in its Status line ("supersedes 021", "amends 010"),',
    'and the earlier record\'s Status line names it back ("superseded by 050", "amended by 029").',
    'States: **accepted** (in force), **proposed** (written, not yet in force), **superseded** (no',
    'longer in force; read the record that replaced it). An accepted record with "amended by" is in',
    'force as changed by the later ones.',
    '',
    '| Record | Title | Status | Superseded or amended by | Supersedes or amends |',
    '|---|---|---|---|---|',
  ];
  for (const r of sorted) {
    const state = r.date ? `${r.state} (${r.date})` : r.state;
    lines.push(
      `| ${link(sorted, r.number)} | ${cell(r.title)} | ${state} | ${list(later.get(r.number))} | ${list(earlier.get(r.number))} |`,
    );
  }
  const chains = renderChains(sorted, later);
  if (chains.length) lines.push('', '## Chains', '', ...chains);
  return lines.join('\n') + '\n';
}

/** Every maximal chain A → B → C of later records, from records that nothing earlier changes. */
function renderChains(sorted, later) {
  const hasEarlier = new Set();
  for (const set of later.values()) for (const n of set) hasEarlier.add(n);
  const out = [];
  const walk = (n, pathSoFar) => {
    const next = [...(later.get(n) ?? [])].sort();
    if (!next.length) {
      if (pathSoFar.length > 1) out.push(`- ${pathSoFar.join(' → ')}`);
      return;
    }
    for (const m of next) if (!pathSoFar.includes(m)) walk(m, [...pathSoFar, m]);
  };
  for (const r of sorted) if (!hasEarlier.has(r.number)) walk(r.number, [r.number]);
  return out;
}

/** Every record in a folder. */
export function readRecords(dir = DECISIONS_DIR) {
  return readdirSync(dir)
    .filter((f) => RECORD_FILE.test(f))
    .sort()
    .map((f) => parseRecord(f, readFileSync(path.join(dir, f), 'utf8')));
}

/** Problems of the folder's records and index; [] when all is well. */
export function checkIndex(dir = DECISIONS_DIR, indexFile = path.join(dir, 'README.md')) {
  const records = readRecords(dir);
  const problems = checkRecords(records);
  let current = '';
  try {
    current = readFileSync(indexFile, 'utf8');
  } catch {
    // missing: stale
  }
  if (current !== renderIndex(records)) {
    problems.push(`${path.relative(ROOT, indexFile)} is stale: run npm run docs:decisions`);
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--check')) {
    const problems = checkIndex();
    for (const p of problems) console.error(p);
    process.exit(problems.length ? 1 : 0);
  }
  const records = readRecords();
  writeFileSync(INDEX_FILE, renderIndex(records));
  const problems = checkRecords(records);
  for (const p of problems) console.error(p);
  console.log(`${path.relative(ROOT, INDEX_FILE)}: ${records.length} records`);
  process.exit(problems.length ? 1 : 0);
}
