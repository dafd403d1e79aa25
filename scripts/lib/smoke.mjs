#!/usr/bin/env node
// Smoke check of a running site (issue 18 §1): `/`, a plan landing page and `/api/fetch-details`
// for a Mumbai PIN, through the web origin. Usage: node scripts/lib/smoke.mjs http://localhost:3000
const base = new URL(process.argv[2] ?? 'http://localhost:3000');
const jar = new Map();

function remember(res) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair.indexOf('=');
    jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
}
const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

async function get(path, expectType) {
  const res = await fetch(new URL(path, base), { headers: { cookie: cookie() }, redirect: 'manual' });
  remember(res);
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
  if (!String(res.headers.get('content-type')).includes(expectType))
    throw new Error(`GET ${path}: content-type ${res.headers.get('content-type')}`);
  return body;
}

const home = await get('/', 'text/html');
if (!home.includes('Kavach')) throw new Error('GET /: no "Kavach" in the page');
console.log(`GET / → 200 (${home.length} bytes)`);

const plans = await get('/mobile-phones-extended-warranty-plans', 'text/html');
if (!/extended warranty/i.test(plans)) throw new Error('plan landing page without "extended warranty"');
console.log(`GET /mobile-phones-extended-warranty-plans → 200 (${plans.length} bytes)`);

const session = JSON.parse(await get('/api/auth/set_csrf', 'application/json'));
const res = await fetch(new URL('/api/fetch-details', base), {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    cookie: cookie(),
    'x-csrftoken': session.csrf_token,
    origin: base.origin,
  },
  body: JSON.stringify({ pincode: '400001' }),
});
const details = await res.json();
if (res.status !== 200) throw new Error(`POST /api/fetch-details: ${res.status} ${JSON.stringify(details)}`);
if (!JSON.stringify(details).toLowerCase().includes('mumbai'))
  throw new Error(`POST /api/fetch-details 400001 is not Mumbai: ${JSON.stringify(details)}`);
console.log(`POST /api/fetch-details {pincode: 400001} → 200 ${JSON.stringify(details)}`);
