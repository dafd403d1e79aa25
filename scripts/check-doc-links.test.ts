// Issue 19 §4: `npm run docs:check` (scripts/check-doc-links.mjs, scripts/decisions-index.mjs) —
// every docs link and every docs reference in the code resolves, and the decision index is current.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { anchorsOf, checkLinks, codeRefsOf, linksOf, slugify } from './check-doc-links.mjs';
import { checkIndex, checkRecords, parseRecord, readRecords, renderIndex } from './decisions-index.mjs';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'kavach-docs-check-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A throwaway repository root holding the given files. */
function repo(name: string, files: Record<string, string>): string {
  const root = path.join(tmp, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

// Built from parts so that this file's own text holds no docs reference for the real check.
const D = 'docs';

describe('anchors: GitHub heading slugs and explicit ids', () => {
  it.each([
    ['Discount codes', 'discount-codes'],
    ['T4 One-time codes', 't4-one-time-codes'],
    ['Plan action button', 'plan-action-button'],
    ['`POST /v3/order/checkout` and *pay later*', 'post-v3ordercheckout-and-pay-later'],
    ['Orders & Bookings', 'orders--bookings'],
    ['Pay after the visit (decision 045)', 'pay-after-the-visit-decision-045'],
    ['[Links](x.md) in a heading', 'links-in-a-heading'],
  ])('%s → #%s', (heading, slug) => {
    expect(slugify(heading)).toBe(slug);
  });

  it('repeated headings get -1, -2; <a id> and name= count; headings inside code fences do not', () => {
    const text = [
      '# Cart',
      '## Rules',
      '## Rules',
      '- <a id="t4-11"></a>**T4.11** enumeration',
      '<a name="old-name"></a>',
      '```md',
      '## Not a heading',
      '```',
    ].join('\n');
    expect([...anchorsOf(text)].sort()).toEqual(['cart', 'old-name', 'rules', 'rules-1', 't4-11']);
  });
});

describe('links and references are found where they are, and nowhere else', () => {
  it('inline links, images and definitions; not inside code spans or fences', () => {
    const text = [
      'See [cart](cart.md#discount-codes) and ![map](img/map.png "Map").',
      '[def]: ../README.md',
      'Not a link: `[x](nowhere.md)`.',
      '```',
      '[y](nowhere-either.md)',
      '```',
    ].join('\n');
    expect(linksOf(text)).toEqual([
      { target: 'cart.md#discount-codes', line: 1 },
      { target: 'img/map.png', line: 1 },
      { target: '../README.md', line: 2 },
    ]);
  });

  it('code references are root-relative docs paths; an anchor loses a sentence-ending dot', () => {
    const text = [
      `// The rule: ${D}/product/cart.md#discount-codes.`,
      `/** decision ${D}/decisions/045-pay-after-the-visit.md */`,
      `// https://razorpay.com/${D}/api/orders.md and kavach-${D}/x.md are not ours`,
    ].join('\n');
    expect(codeRefsOf(text)).toEqual([
      { file: `${D}/product/cart.md`, anchor: 'discount-codes', line: 1 },
      { file: `${D}/decisions/045-pay-after-the-visit.md`, anchor: null, line: 2 },
    ]);
  });
});

describe('checkLinks over a repository', () => {
  const root = repo('links', {
    'README.md': `Start at [the rules](${D}/product/README.md) and [a missing page](${D}/nope.md).\n`,
    [`${D}/product/README.md`]: [
      '# Rules',
      '[cart](cart.md#discount-codes) [bad anchor](cart.md#coupons) [self](#rules) [self bad](#nope)',
      '[web](https://example.com/x.md#y) [mail](mailto:a@b.c) [folder](../decisions/)',
    ].join('\n'),
    [`${D}/product/cart.md`]: '# Cart\n\n## Discount codes\n',
    [`${D}/decisions/001-first.md`]: '# 001 — First\n\nStatus: accepted (2026-01-01)\n',
    'apps/api/src/cart.ts': [
      `// ${D}/product/cart.md#discount-codes`,
      `// ${D}/product/cart.md#coupons`,
      `// ${D}/product/gone.md`,
    ].join('\n'),
    'apps/api/node_modules/x/index.js': `// ${D}/product/ignored.md`,
  });

  it('reports each broken file and anchor with its place; resolving links pass', () => {
    expect(checkLinks(root)).toEqual([
      `README.md:1: link ${D}/nope.md: ${D}/nope.md does not exist`,
      `${D}/product/README.md:2: link cart.md#coupons: ${D}/product/cart.md has no anchor #coupons`,
      `${D}/product/README.md:2: link #nope: ${D}/product/README.md has no anchor #nope`,
      `apps/api/src/cart.ts:2: ${D}/product/cart.md#coupons: ${D}/product/cart.md has no anchor #coupons`,
      `apps/api/src/cart.ts:3: ${D}/product/gone.md: ${D}/product/gone.md does not exist`,
    ]);
  });

  it('the repository itself: every docs link and code reference resolves', () => {
    expect(checkLinks()).toEqual([]);
  });
});

describe('decision index (scripts/decisions-index.mjs)', () => {
  const record = (n: string, title: string, status: string) =>
    `# ${n} — ${title}\n\nStatus: ${status}\n\n## Context\n`;

  it('reads the state, the date and both directions of a Status line; a version number is no record', () => {
    const r = parseRecord(
      '029-next.md',
      record(
        '029',
        'Next',
        'accepted (2026-11-22); supersedes the conclusion of decision 018; amends 010 (routing); amended by 030 (Next 15.5 at 102.9 kB)',
      ),
    );
    expect(r).toMatchObject({ number: '029', title: 'Next', state: 'accepted', date: '2026-11-22' });
    expect(r.earlier).toEqual(['010', '018']);
    expect(r.laterBy).toEqual(['030']);
  });

  it('an earlier record must name the record that supersedes it; a named record must exist', () => {
    const records = [
      parseRecord('019-a.md', record('019', 'A', 'accepted (2026-11-21)')),
      parseRecord('050-b.md', record('050', 'B', 'accepted (2026-11-27); supersedes 019')),
      parseRecord('051-c.md', record('051', 'C', 'accepted (2026-11-27); amended by 099')),
    ];
    expect(checkRecords(records)).toEqual([
      '019-a.md: decision 050 supersedes or amends it, but its Status line does not say so (add "superseded by 050" or "amended by 050")',
      '051-c.md: its Status names decision 099, which does not exist',
    ]);
    const fixed = [
      parseRecord('019-a.md', record('019', 'A', 'superseded by 050 (2026-11-27)')),
      records[1]!,
    ];
    expect(checkRecords(fixed)).toEqual([]);
    expect(renderIndex(fixed)).toContain(
      '| [019](019-a.md) | A | superseded (2026-11-27) | [050](050-b.md) |  |',
    );
    expect(renderIndex(fixed)).toContain('- 019 → 050');
  });

  it('--check: a stale index fails; the regenerated one passes', () => {
    const dir = path.join(
      repo('decisions', { [`${D}/decisions/001-a.md`]: record('001', 'A', 'accepted (2026-01-01)') }),
      D,
      'decisions',
    );
    expect(checkIndex(dir)).toEqual([
      expect.stringMatching(/README\.md is stale: run npm run docs:decisions$/),
    ]);
    writeFileSync(path.join(dir, 'README.md'), renderIndex(readRecords(dir)));
    expect(checkIndex(dir)).toEqual([]);
  });

  it('the repository itself: the committed index is current and the Status lines agree', () => {
    expect(checkIndex()).toEqual([]);
  });
});
