// Decision 032: a cached page paints before its framework scripts are even requested.
//
// Next writes its chunks as `<script src="/_next/static/…" async>` (plus a `<link rel="preload"
// as="script">` for the webpack runtime). The browser fetches them while it parses the HTML and runs
// each one as soon as it arrives — often before the first paint, which then waits for React's
// evaluation. The page is complete HTML without them, so the page cache moves them into a small
// list that an inline loader at the end of <body> appends after the first frame has been painted.
// Their attributes and order are kept; they were async already, so nothing depended on order.

/**
 * First path segments (under the variant folder `app/[v]/`) of pages whose main content is drawn in
 * the browser — a loading state until their scripts have run and fetched the customer's data. Their
 * scripts load at once. Every other page is server-rendered (SEO templates, static pages) and paints
 * first. `paint-first.test.ts` fails when a route folder is in neither list.
 */
export const CLIENT_RENDERED_SECTIONS: readonly string[] = [
  'account',
  'agent',
  'cart',
  'checkout',
  'dev',
  'email-verification',
  'login',
  'password-reset',
  'pay',
  'payment-link',
  'registration',
];
export const SERVER_RENDERED_SECTIONS: readonly string[] = [
  '', // home
  '[slug]', // every programmatic landing, plan and repair page
  'about-us',
  'careers',
  'media',
  'mobile-plan-comparison',
  'privacy-policy',
  'protection-plans',
  'questions',
  'salespro-app-for-retailers',
  'terms-of-service',
  'terms-of-use',
  'website',
  'what-is-covered',
  'write-to-us',
];

/** Whether a cached page at this public path should paint before its scripts load. */
export function paintsFirst(pathname: string): boolean {
  const section = pathname.split('/')[1] ?? '';
  return !CLIENT_RENDERED_SECTIONS.includes(section);
}

/** id of the JSON list of moved scripts (read back by the bench's page-weight row and the tests). */
export const PAINT_FIRST_ID = 'kv-paint-first';

/** Framework scripts that may wait for the first paint: our own build's static chunks. */
const MOVABLE_SRC = /^\/_next\/static\//;
const SCRIPT_TAG = /<script\b([^>]*)><\/script>/g;
const LINK_TAG = /<link\b([^>]*?)\/?>/g;
// eslint-disable-next-line security/detect-unsafe-regex -- linear: the name class excludes whitespace, '=' and quotes that delimit the value
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*"([^"]*)")?/g;

type Attribute = [name: string, value: string];

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const decode = (value: string) => value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (e) => ENTITIES[e] ?? e);

function parseAttributes(source: string): Attribute[] | null {
  const rest = source.replace(ATTRIBUTE, '').trim();
  if (rest !== '') return null; // unquoted or single-quoted values: not Next's output, leave the tag alone
  return [...source.matchAll(ATTRIBUTE)].map((m) => [m[1]!.toLowerCase(), decode(m[2] ?? '')]);
}

/** The value of an attribute (`''` for a bare one like `async`), undefined when absent. */
const attr = (attrs: Attribute[], name: string) => attrs.find(([n]) => n === name)?.[1];

function isMovableScript(attrs: Attribute[]): boolean {
  return (
    MOVABLE_SRC.test(attr(attrs, 'src') ?? '') &&
    attr(attrs, 'async') !== undefined &&
    attr(attrs, 'nomodule') === undefined &&
    attr(attrs, 'type') === undefined
  );
}

function isScriptPreload(attrs: Attribute[]): boolean {
  return (
    attr(attrs, 'rel') === 'preload' &&
    attr(attrs, 'as') === 'script' &&
    MOVABLE_SRC.test(attr(attrs, 'href') ?? '')
  );
}

/**
 * The loader: after the first frame is painted (requestAnimationFrame, then a task), append the
 * listed scripts once. A page that is not visible has no paint to wait for and loads at once; a
 * visible page whose frames never come (an occluded window) loads after 3 s.
 */
export const PAINT_FIRST_LOADER =
  '(function(){var d=document,done=0;function go(){if(done)return;done=1;' +
  `var s=JSON.parse(d.getElementById("${PAINT_FIRST_ID}").textContent);` +
  'for(var i=0;i<s.length;i++){var e=d.createElement("script");' +
  'for(var j=0;j<s[i].length;j++)e.setAttribute(s[i][j][0],s[i][j][1]);e.async=true;d.body.appendChild(e)}}' +
  'if(d.visibilityState!=="visible")go();else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,3000)}})();';

/** The HTML with its framework scripts loaded after the first paint; unchanged when it has none. */
export function deferScriptsUntilPaint(html: string): string {
  const closeBody = html.lastIndexOf('</body>');
  if (closeBody < 0) return html;
  const moved: Attribute[][] = [];
  const head = html.slice(0, closeBody).replace(SCRIPT_TAG, (tag, source: string) => {
    const attrs = parseAttributes(source);
    if (!attrs || !isMovableScript(attrs)) return tag;
    moved.push(attrs);
    return '';
  });
  if (moved.length === 0) return html;
  const withoutPreloads = head.replace(LINK_TAG, (tag, source: string) => {
    const attrs = parseAttributes(source);
    return attrs && isScriptPreload(attrs) ? '' : tag;
  });
  const list = JSON.stringify(moved).replace(/</g, '\\u003c');
  return (
    withoutPreloads +
    `<script id="${PAINT_FIRST_ID}" type="application/json">${list}</script>` +
    `<script>${PAINT_FIRST_LOADER}</script>` +
    html.slice(closeBody)
  );
}
