#!/usr/bin/env node
// `npm run docs:cite` — a codemod (issue 19 §4): code comments that cite sections of documents the
// repository does not hold — the original specification (`§7`, `spec §5`, `(§2, §4)`), the
// domain-facts notes (`domain-facts §9`), the security plan's background (`security plan §2.3`)
// — and test-plan ids (`T4.11`) are rewritten into references to docs/product
// (`docs/product/api.md#orders`, `docs/product/security-tests.md#t4-11`), which `npm run
// docs:check` keeps resolvable. Only comments change: strings, test names and code are left
// exactly as they are (comments are found by the TypeScript parser, and the code outside them is
// compared before and after). Citations of issues and decisions (`issue 18 §3`) stay.
//
// The section → page table is SPEC below: for each section, keyword rules tried on the words
// after the citation, then on the words before it, then the section's default page. Run it again
// after merging others' work; it is idempotent. `--check` lists what it would change and exits 1.
//   node scripts/cite-docs.mjs [--check] [files…]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { anchorsOf, CODE_DIRS, walk } from './check-doc-links.mjs';
import { ROOT } from './lib/repo.mjs';

const PRODUCT = 'docs/product';
/** Files that cite on purpose (their text explains the citations). */
const OWN_FILES = new Set(['scripts/cite-docs.mjs', 'scripts/cite-docs.test.ts']);
const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;

// ---- the mapping table ---------------------------------------------------------------------

/** `[pattern, page#anchor]` rules per spec section, first match wins; `''` is the default. */
export const SPEC = {
  1: [
    [/variant|partner|campaign|app mode|agent/i, 'catalogue#variants-and-app-mode'],
    [/banner|chat|promo|download app|back-to-top/i, 'catalogue#page-layout'],
    [/support|call|phone/i, 'notifications#support-contact-and-chat'],
    [/journey|sign-in|register|cart|pay/i, 'checkout#checkout-steps'],
    ['', 'catalogue#audience-and-cities'],
  ],
  2: [
    [/question|popup|nav=search/i, 'catalogue#question-popup'],
    [/repair|city page|generic|redirect/i, 'catalogue#repair-pages-and-city-coverage'],
    [
      /account menu|my plans|my requests|orders (&|and) bookings|\/account|my profile/i,
      'accounts#account-menu-and-pages',
    ],
    [/order summary|ordersummary|sales touchpoints/i, 'checkout#order-summary-and-invoices'],
    [/self-?serve|tracker|service request/i, 'service-requests#raising-a-request'],
    [/activation/i, 'activation#activation-page'],
    [/app[_ ]render|app mode|usertoken|app login|sign_out|web.render/i, 'catalogue#variants-and-app-mode'],
    [/login|sign-in|registration|password|register/i, 'accounts#sign-in'],
    [/variant|partner|campaign/i, 'catalogue#variants-and-app-mode'],
    [/query|param|utm|marketing|next=|`next`|discount/i, 'catalogue#query-parameters-and-marketing-cookies'],
    [/email verification/i, 'accounts#email-verification'],
    [/extended-warranty|landing|plan page|slug|sitemap|damage-protection/i, 'catalogue#landing-pages'],
    [
      /layout|header|footer|chat|navigation|icon|scroll|menu|logo|sticky|breakpoint/i,
      'catalogue#page-layout',
    ],
    [/screen|static page|route|page/i, 'catalogue#screens-and-routes'],
    ['', 'catalogue#screens-and-routes'],
  ],
  3: [
    [/device form|field set|device detail|device condition|serial|imei/i, 'activation#device-details'],
    [/activation|document/i, 'activation#required-fields-by-plan'],
    [/plan card|account plan|plan_status|plan_tenure|covers|preventive/i, 'accounts#plan-statuses'],
    [/address/i, 'accounts#addresses'],
    [/customer|profile|first_name/i, 'accounts#customer-profile'],
    [/service.request|ticket|tracker|self-?serve|sr_/i, 'service-requests#raising-a-request'],
    [/\border\b|orders|invoice|payment/i, 'checkout#orders-and-payments'],
    [/agent|user_profile|staff|permission/i, 'staff#agents'],
    [/session|csrf/i, 'accounts#session'],
    [/slot/i, 'cart#visit-slots'],
    [/campaign/i, 'catalogue#variants-and-app-mode'],
    [/city|cities/i, 'catalogue#audience-and-cities'],
    [/popup|delete/i, 'accounts#addresses'],
    ['', 'cart#what-a-cart-holds'],
  ],
  4: [
    [/plan banner|banner/i, 'accounts#plan-banner'],
    [
      /action button|raise service request|track request|activate now|chat with us|button/i,
      'accounts#plan-action-button',
    ],
    [/status line|last updated|purchased on/i, 'accounts#plan-status-line'],
    [/plan status|status|congratulations|registration/i, 'accounts#plan-statuses'],
    [/activation|section|collapsed|per device/i, 'activation#sections-and-errors'],
    [/self-?serve|ticket|step|tracker/i, 'service-requests#raising-a-request'],
    [/discount|coupon|code/i, 'cart#discount-codes'],
    [/slot/i, 'cart#visit-slots'],
    [/toast/i, 'cart#toasts'],
    [/remov|quantity|add|replace|confirm|type|empty cart/i, 'cart#adding-and-removing-items'],
    [/phone-verified|verified|one-time|otp/i, 'checkout#phone-verification'],
    [/payment success|activation token|order id/i, 'checkout#orders-and-payments'],
    [/auth|sign-?out|session|bootstrap|reload|customer/i, 'accounts#session'],
    [/header|menu|widget|app banner|alert|scroll/i, 'catalogue#page-layout'],
    [/email verification|stage/i, 'accounts#email-verification'],
    [/cities|city|lookup|district/i, 'catalogue#audience-and-cities'],
    [/cart/i, 'cart#what-a-cart-holds'],
    ['', 'accounts#plan-statuses'],
  ],
  5: [
    [/cart type|compatib|type compatibility|replace/i, 'cart#cart-types'],
    [/serviceab|non-serviceable|pincode|pin code/i, 'cart#serviceability'],
    [/imei|luhn|serial|brand|device|model/i, 'activation#device-details'],
    [/start date|preferred/i, 'activation#eligibility'],
    [/activation|document/i, 'activation#required-fields-by-plan'],
    [/pay.later|postpaid|insta-repair|campaign/i, 'checkout#pay-after-the-visit'],
    [/co-?pay|temporary|contact_token|salespro/i, 'service-requests#co-pay'],
    [/problem|display_order/i, 'service-requests#problems'],
    [/contact lookup|sr number|service.request number|lookup/i, 'accounts#input-rules'],
    [/suggestion|locality|address/i, 'accounts#addresses'],
    [/city coverage|covered|question/i, 'catalogue#repair-pages-and-city-coverage'],
    [/android|apple|tabs|iphone|tablet/i, 'catalogue#categories-and-plan-types'],
    [/email|required|<|>|filter|input|characters/i, 'accounts#input-rules'],
    ['', 'accounts#input-rules'],
  ],
  6: [
    [/csrf|header|x-/i, 'api#conventions'],
    [/agent|channel|website-tele|link_generation|permission|staff/i, 'staff#agents'],
    [/session|customer token|authenticated/i, 'accounts#session'],
    ['', 'staff#roles'],
  ],
  7: [
    [/set_csrf|update_session|\bsession\b|\/auth/i, 'api#session'],
    [/otp|one-time|web_render_login|voice/i, 'api#one-time-codes'],
    [
      /selfserve|self-serve|copay|ticket|disclaimer|write to us|incident|service request creation/i,
      'api#self-serve',
    ],
    [/dialer|agent connection|allow_agent/i, 'api#agent-connection'],
    [/slot|address|certificate|send_certificate/i, 'api#slots-and-addresses'],
    [/\/v3\/order|order|checkout|payment|download|summary|payment_link/i, 'api#orders'],
    [/cart|discount|lead|send_link|serviceable/i, 'api#cart'],
    [
      /customers|customer|tracker|my_orders|attach_plan|sign-?up|login|reset|ratings|activate_email/i,
      'api#customer',
    ],
    [/geo|search|city_from_ip|grid_data|fetch-details|send_app_link|place|geocode/i, 'api#geo-and-search'],
    [/content|banner|home|devices_and_plans|featured|questions|protection plans/i, 'api#content'],
    [/path|call|json/i, 'api#conventions'],
    ['', 'api#conventions'],
  ],
  8: [
    [/insurer/i, 'service-requests#insurer-channel'],
    [/empty|you don|waiting to serve|not raised/i, 'accounts#empty-states'],
    [/email verification|stage|otp will be sent/i, 'accounts#email-verification'],
    [/toast/i, 'cart#toasts'],
    [/slot_not_found|slot/i, 'cart#visit-slots'],
    [/discount|coupon/i, 'cart#discount-codes'],
    [/web-render|sign_out|app login|app_render/i, 'catalogue#variants-and-app-mode'],
    [/required field/i, 'accounts#input-rules'],
    ['', 'api#errors'],
  ],
  9: [
    [/currency|money|paise|inr|₹|rupee|number format|decimals/i, 'catalogue#formats-and-constants'],
    [/slot|appointment|earliest|10am|2pm|morning|t\+3|static date/i, 'cart#visit-slots'],
    [/expir|3 days|days or fewer/i, 'accounts#plan-banner'],
    [/start date|60 days/i, 'activation#eligibility'],
    [/cached address|addresses/i, 'accounts#addresses'],
    [/cookie|utm|campaign|tracked|marketing|discount/i, 'catalogue#query-parameters-and-marketing-cookies'],
    [/toast|alert/i, 'cart#toasts'],
    [/breakpoint|992|769|mobile|chat/i, 'catalogue#page-layout'],
    [
      /product type|home-?care|amc type|laptop plan|excluded|buy back|special handling/i,
      'catalogue#categories-and-plan-types',
    ],
    [/renamed|iprotect|name format|sort|title/i, 'catalogue#categories-and-plan-types'],
    [/distance|6371|seconds|hh:mm|mm:ss/i, 'catalogue#formats-and-constants'],
    [/analytics|retry|crm/i, 'notifications#analytics-and-crm'],
    [/process type|carry-in|at-home|mail-in|theft/i, 'service-requests#appointments-and-slots'],
    [/date|ist|indian time|dd mmm/i, 'catalogue#formats-and-constants'],
    [/accessib|axe/i, 'catalogue#page-layout'],
    ['', 'catalogue#formats-and-constants'],
  ],
};

/** domain-facts sections (the team's research notes, not in the repository). */
export const FACTS = {
  1: [['', 'catalogue#audience-and-cities']],
  2: [['', 'catalogue#categories-and-plan-types']],
  3: [['', 'activation#eligibility']],
  4: [['', 'catalogue#categories-and-plan-types']],
  5: [['', 'service-requests#co-pay']],
  6: [['', 'catalogue#plan-pricing']],
  7: [
    [/cart type|compatib/i, 'cart#cart-types'],
    [/pay.later|postpaid/i, 'checkout#pay-after-the-visit'],
    [/serviceab/i, 'cart#serviceability'],
    [/imei|serial|brand/i, 'activation#device-details'],
    [/activation/i, 'activation#required-fields-by-plan'],
    ['', 'activation#eligibility'],
  ],
  8: [
    [/certificate|whatsapp|download/i, 'activation#certificates'],
    [/marketplace|partner/i, 'activation#partner-plans'],
    ['', 'activation#documents'],
  ],
  9: [
    [/slot|appointment/i, 'cart#visit-slots'],
    [/insta-repair visit|invoice|payment link|pay after/i, 'checkout#pay-after-the-visit'],
    [/milestone|lifecycle/i, 'service-requests#lifecycle-and-milestones'],
    [/sr number|sr_ref|number|format/i, 'service-requests#today'],
    [/tracker/i, 'service-requests#tracker'],
    [/process|carry-in|pick/i, 'service-requests#appointments-and-slots'],
    ['', 'service-requests#raising-a-request'],
  ],
  10: [['', 'accounts#plan-statuses']],
  11: [['', 'service-requests#preventive-maintenance']],
  12: [['', 'catalogue#repair-pages-and-city-coverage']],
  13: [['', 'catalogue#repair-pages-and-city-coverage']],
  14: [['', 'catalogue#frequently-asked-questions']],
  15: [['', 'catalogue#seed-data']],
};

/** Background sections of the security plan. */
export const SECURITY = {
  1: [['', 'security-tests#background']],
  2: [['', 'security-tests#background']],
  2.2: [['', 'security-tests#one-time-code-rules']],
  2.3: [['', 'security-tests#payment-integrity']],
  2.4: [['', 'security-tests#durability-and-concurrency']],
  3: [['', 'security-tests#background']],
  6: [['', 'security-tests#risk-hotspots']],
};

// ---- rewriting one comment -----------------------------------------------------------------

const full = (target) => {
  const [file, anchor] = target.split('#');
  return `${PRODUCT}/${file}.md${anchor ? `#${anchor}` : ''}`;
};

/** The page#anchor for a section number, given the words after and before the citation. */
function pick(table, key, after, before) {
  const rules = table[key] ?? table[Math.trunc(Number(key))];
  if (!rules) return null;
  for (const text of [after, before]) {
    for (const [pattern, target] of rules) if (pattern && pattern.test(text)) return target;
  }
  return rules.find(([pattern]) => pattern === '')?.[1] ?? null;
}

const slug = (words) =>
  words
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- ]/gu, '')
    .trim()
    .replace(/ +/g, '-');

/**
 * When the words right after a citation are the anchor's own title ("§4 Plan banner"), they go
 * with the citation: the length of text to drop, else 0.
 */
function titleLength(rest, target) {
  const anchor = target.split('#')[1];
  if (!anchor || !/^[ \t]/.test(rest)) return 0;
  const line = rest.slice(0, 80).split('\n')[0] ?? ''; // a title never spans lines
  const words = [...line.matchAll(/\S+/g)].slice(0, 6);
  for (let n = words.length; n > 0; n--) {
    const last = words[n - 1];
    const candidate = rest.slice(words[0].index, last.index + last[0].length);
    if (slug(candidate) !== anchor) continue;
    // Keep the punctuation that ends the title ("banner." keeps its ".").
    const trailing = /[^\p{L}\p{N}]*$/u.exec(last[0])?.[0].length ?? 0;
    return last.index + last[0].length - trailing;
  }
  return 0;
}

// The optional prefix is literal words then digits; each part ends at a fixed character (linear).
const CITE =
  // eslint-disable-next-line security/detect-unsafe-regex -- linear, see above
  /(?:\b(spec|domain-facts|security[- ](?:test[- ])?plan|issues? \d+|decisions? \d+)[,:]? )?§ ?(\d+(?:\.\d+)?)/giu;
const LIST_SEPARATOR = /^\s*(?:,|\/|and|&|or)\s*$/i;
// eslint-disable-next-line security/detect-unsafe-regex -- anchored; each part ends at a literal character
const LIST_ITEM = /^\s*(?:,|\/|and|&|or)\s*§ ?\d+(?:\.\d+)?/i;
const TEST_ID = /(?<![\w#.-])T(1[0-6]|[1-9])\.(\d{1,2})(?!\d|\.\d|-[a-z])/g;
const NAMED_DOC = /domain-facts|security[- ](?:test[- ])?plan|issues? \d+|decisions? \d+/gi;

/** The table for a citation, or null when it cites an issue, a decision or an unknown document. */
function tableFor(kind, number, textBefore) {
  if (kind === 'domain-facts') return FACTS;
  if (kind.startsWith('security')) return SECURITY;
  if (kind === 'spec') return SPEC;
  if (kind) return null; // an issue or a decision: its sections are its own
  // Unnamed: the spec has sections 1–9 only; another number belongs to a document named earlier.
  if (/^[1-9]$/.test(number)) return SPEC;
  const named = [...textBefore.matchAll(NAMED_DOC)].pop()?.[0].toLowerCase() ?? '';
  if (named === 'domain-facts') return FACTS;
  if (named.startsWith('security')) return SECURITY;
  return null;
}

/** A comment's text with its citations rewritten. `ids` are the security-tests anchors. */
export function rewriteComment(text, ids) {
  let out = '';
  let at = 0;
  let previous = null; // { end, kind, target } of the citation just before
  for (const m of text.matchAll(CITE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (start < at) continue; // inside a title already taken
    const between = text.slice(at, start);
    const continues = previous !== null && previous.end === at && !m[1] && LIST_SEPARATOR.test(between);
    const kind = m[1] ? m[1].toLowerCase().replace(/ \d+$/, '') : continues ? previous.kind : '';
    const number = m[2];
    const table = tableFor(kind, number, text.slice(0, start));
    const prev = text.lastIndexOf('§', start - 1);
    const before = text.slice(Math.max(0, prev + 1, start - 80), start);
    // The words after the citation, or after the whole list it starts ("§4/§5 cart type").
    let listEnd = end;
    for (let item = LIST_ITEM.exec(text.slice(listEnd)); item; item = LIST_ITEM.exec(text.slice(listEnd))) {
      listEnd += item[0].length;
    }
    const next = text.indexOf('§', listEnd);
    const after = text.slice(listEnd, next === -1 ? listEnd + 90 : next);
    const target = table ? pick(table, number, after, before) : null;
    if (target === null) {
      out += between + m[0];
      at = end;
      previous = { end, kind, target: null };
      continue;
    }
    if (continues && target === previous.target) {
      at = end; // "§2, §2-again": one reference is enough
      previous = { ...previous, end };
      continue;
    }
    out += (continues && between.trim() === '/' ? ', ' : between) + full(target);
    at = end + titleLength(text.slice(end), target);
    previous = { end: at, kind, target };
  }
  out += text.slice(at);
  return (
    out
      .replace(TEST_ID, (whole, group, n) => {
        const id = `t${group}-${n}`;
        if (ids.has(id)) return `${PRODUCT}/security-tests.md#${id}`;
        return ids.has(`t${group}`) ? `${PRODUCT}/security-tests.md#t${group}` : whole;
      })
      // "security plan T11.3": the reference names its page.
      .replace(/security[- ](?:test[- ])?plan,? (?=docs\/product\/security-tests)/gi, '')
      // "T8.6/T8.9": a reference's anchor must not run into the next one.
      .replace(/(\.md#[\w-]+)[/-](?=docs\/product\/)/g, '$1 / ')
  );
}

// ---- comments of a file --------------------------------------------------------------------

function scriptKind(file) {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (/\.[cm]?js$/.test(file)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/** The comments of a source text: `{pos, end}` ranges, in order. */
export function commentRanges(text, file = 'x.ts') {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const found = new Map();
  const jsxText = [];
  const add = (ranges) => {
    for (const r of ranges ?? []) found.set(r.pos, { pos: r.pos, end: r.end });
  };
  const visit = (node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    if (node.kind === ts.SyntaxKind.JsxText) {
      jsxText.push([node.pos, node.end]);
      return;
    }
    add(ts.getLeadingCommentRanges(text, node.getFullStart()));
    add(ts.getTrailingCommentRanges(text, node.getEnd()));
    for (const child of node.getChildren(sf)) visit(child);
  };
  visit(sf);
  return [...found.values()]
    .filter((r) => !jsxText.some(([a, b]) => r.pos >= a && r.end <= b))
    .sort((a, b) => a.pos - b.pos);
}

const withoutComments = (text, ranges) => {
  let out = '';
  let at = 0;
  for (const r of ranges) {
    out += text.slice(at, r.pos);
    at = r.end;
  }
  return out + text.slice(at);
};

/** A source file's text with the citations of its comments rewritten. */
export function rewriteSource(text, file, ids) {
  const ranges = /\.css$/.test(file) ? cssComments(text) : commentRanges(text, file);
  let out = '';
  let at = 0;
  for (const r of ranges) {
    out += text.slice(at, r.pos) + rewriteComment(text.slice(r.pos, r.end), ids);
    at = r.end;
  }
  out += text.slice(at);
  if (out !== text && !/\.css$/.test(file)) {
    const again = commentRanges(out, file);
    if (withoutComments(out, again) !== withoutComments(text, ranges)) {
      throw new Error(`${file}: the rewrite would change code outside comments; left alone`);
    }
  }
  return out;
}

function cssComments(text) {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ pos: m.index, end: m.index + m[0].length }));
}

/** The anchors of docs/product/security-tests.md. */
export function testIds(root = ROOT) {
  return new Set(
    [...anchorsOf(readFileSync(path.join(root, PRODUCT, 'security-tests.md'), 'utf8'))].filter((a) =>
      /^t\d/.test(a),
    ),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const given = args.filter((a) => !a.startsWith('--')).map((f) => path.resolve(f));
  const files = given.length
    ? given
    : CODE_DIRS.flatMap((d) => walk(path.join(ROOT, d), (n) => SOURCE.test(n) || n.endsWith('.css')));
  const ids = testIds();
  let changed = 0;
  let failed = 0;
  for (const file of files) {
    const rel = path.relative(ROOT, file);
    if (OWN_FILES.has(rel)) continue;
    const text = readFileSync(file, 'utf8');
    let out;
    try {
      out = rewriteSource(text, file, ids);
    } catch (error) {
      console.error(error.message);
      failed++;
      continue;
    }
    if (out === text) continue;
    changed++;
    if (check) console.log(rel);
    else writeFileSync(file, out);
  }
  console.log(
    `${check ? 'would change' : 'changed'} ${changed} file(s)${failed ? `, ${failed} left alone` : ''}`,
  );
  process.exit((check && changed) || failed ? 1 : 0);
}
