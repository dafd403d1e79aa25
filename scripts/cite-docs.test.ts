// Issue 19 §4: scripts/cite-docs.mjs rewrites citations of documents the repository does not hold
// into docs/product references — in comments only, and every reference it writes resolves.
import { describe, expect, it } from 'vitest';
import { anchorsOf } from './check-doc-links.mjs';
import {
  commentRanges,
  FACTS,
  rewriteComment,
  rewriteSource,
  SECURITY,
  SPEC,
  testIds,
} from './cite-docs.mjs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/repo.mjs';

const ids = testIds();
const P = 'docs/product';

describe('rewriteComment', () => {
  it.each([
    [
      '/** §2 Cart icon: shown only on these pages. */',
      `/** ${P}/catalogue.md#page-layout Cart icon: shown only on these pages. */`,
    ],
    [
      '// §2 Question popup (?question_popup={category}).',
      `// ${P}/catalogue.md#question-popup (?question_popup={category}).`,
    ],
    [" * §4 Plan banner. 'Repair in Progress'", ` * ${P}/accounts.md#plan-banner. 'Repair in Progress'`],
    [
      '/** Channels whose carts are agent-assisted (§6). */',
      `/** Channels whose carts are agent-assisted (${P}/staff.md#agents). */`,
    ],
    ['// (spec §5 cart type compatibility)', `// (${P}/cart.md#cart-types cart type compatibility)`],
    [
      '// (§2, §4 discount)',
      `// (${P}/catalogue.md#query-parameters-and-marketing-cookies, ${P}/cart.md#discount-codes discount)`,
    ],
    [
      '// §4/§5 cart type: a list is read by the words after it',
      `// ${P}/cart.md#adding-and-removing-items, ${P}/cart.md#cart-types cart type: a list is read by the words after it`,
    ],
    ['/* §8 empty\n * states verbatim */', `/* ${P}/accounts.md#empty-states empty\n * states verbatim */`],
    ['// (security plan T11.3)', `// (${P}/security-tests.md#t11-3)`],
    ['// §1/§2 sales-agent variant', `// ${P}/catalogue.md#variants-and-app-mode sales-agent variant`],
    [
      '// T8.6/T8.9 and T1.2-style',
      `// ${P}/security-tests.md#t8-6 / ${P}/security-tests.md#t8-9 and T1.2-style`,
    ],
    ['// §7 POST /v3/order/checkout', `// ${P}/api.md#orders POST /v3/order/checkout`],
    [
      '// domain-facts §5 co-pay: the title is taken along',
      `// ${P}/service-requests.md#co-pay: the title is taken along`,
    ],
    ['// domain-facts §3, §7 eligibility', `// ${P}/activation.md#eligibility eligibility`],
    ['// (security plan §2.3)', `// (${P}/security-tests.md#payment-integrity)`],
    [
      '// T4.11 enumeration; T4.1–T4.5',
      `// ${P}/security-tests.md#t4-11 enumeration; ${P}/security-tests.md#t4-1–${P}/security-tests.md#t4-5`,
    ],
  ])('%s', (comment, expected) => {
    expect(rewriteComment(comment, ids)).toBe(expected);
  });

  it.each([
    ['issue and decision sections are their own', '// Issue 18 §3.3 and decision 045 §2'],
    ['an unnamed section the spec does not have', '// see §12 above'],
    ['a version that looks like a test id', '// Next 15.5, T1.1.2, ST4.1'],
    [
      'an already rewritten reference (idempotent)',
      `// ${P}/security-tests.md#t4-11 and ${P}/cart.md#discount-codes`,
    ],
  ])('leaves alone: %s', (_why, comment) => {
    expect(rewriteComment(comment, ids)).toBe(comment);
  });

  it('a later unnamed section belongs to the document named before it in the comment', () => {
    expect(rewriteComment('/* domain-facts §2: … promo "2 free preventive services", §11) */', ids)).toBe(
      `/* ${P}/catalogue.md#categories-and-plan-types: … promo "2 free preventive services", ${P}/service-requests.md#preventive-maintenance) */`,
    );
  });
});

describe('rewriteSource: comments only', () => {
  it('test names, strings, templates and JSX text keep their citations', () => {
    const source = [
      '// §5 required fields',
      "it('§5 Required field shows for an empty name', () => {",
      '  const s = `§7 ${1} // §7 T4.11`; /* T4.11 */',
      '});',
    ].join('\n');
    expect(rewriteSource(source, 'x.test.ts', ids)).toBe(
      [
        `// ${P}/accounts.md#input-rules required fields`,
        "it('§5 Required field shows for an empty name', () => {",
        `  const s = \`§7 \${1} // §7 T4.11\`; /* ${P}/security-tests.md#t4-11 */`,
        '});',
      ].join('\n'),
    );
    const jsx = 'export const A = () => (\n  <p>\n    See §2 // T4.11 {/* §2 layout */}\n  </p>\n);\n';
    expect(rewriteSource(jsx, 'a.tsx', ids)).toBe(
      jsx.replace('/* §2 layout */', `/* ${P}/catalogue.md#page-layout layout */`),
    );
  });

  it('finds line, block and JSDoc comments, and comments before a closing brace', () => {
    const source = '/** a */\nfunction f() {\n  return 1; // b\n  // c\n}\n';
    expect(commentRanges(source).map((r) => source.slice(r.pos, r.end))).toEqual([
      '/** a */',
      '// b',
      '// c',
    ]);
  });
});

describe('the mapping table', () => {
  it('every page#anchor it names exists in docs/product', () => {
    const targets = new Set<string>();
    for (const table of [SPEC, FACTS, SECURITY]) {
      for (const rules of Object.values(table) as [RegExp | string, string][][]) {
        for (const [, target] of rules) targets.add(target);
      }
    }
    for (const target of targets) {
      const [file, anchor] = target.split('#') as [string, string];
      const text = readFileSync(path.join(ROOT, P, `${file}.md`), 'utf8');
      expect(anchorsOf(text), target).toContain(anchor);
    }
  });

  it('every spec section 1–9 has a default page', () => {
    for (let n = 1; n <= 9; n++) {
      const rules = SPEC[n as keyof typeof SPEC] as [RegExp | string, string][];
      expect(
        rules.some(([pattern]) => pattern === ''),
        `§${n}`,
      ).toBe(true);
    }
  });
});
