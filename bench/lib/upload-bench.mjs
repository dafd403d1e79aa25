// docs/product/security-tests.md#t11-5 (security-test-plan.md): 20 concurrent uploads of a ≈ 5 MB photo to the activation
// document route (issue 4 §3), each by its own signed-in customer on a plan it owns: API RSS
// increase < 150 MB, upload p99 < 3 s on loopback, 0 5xx. Every upload must be accepted (200).
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { expectStatus, apiSession } from './api-client.mjs';
import { benchPhone, codeFor, payReady, protectionPlans, readyToPay } from './api-setup.mjs';
import { rssMB } from './databases.mjs';
import { row } from './report.mjs';

const UPLOADS = 20;
const MAX_BYTES = 5 * 1024 * 1024;

/** A noisy camera-like JPEG just under the 5 MB limit (noise keeps the encoder from shrinking it). */
export async function photoNear5MB() {
  let width = 2600;
  for (let i = 0; i < 6; i++) {
    const height = Math.round((width * 3) / 4);
    const raw = Buffer.alloc(width * height * 3);
    for (let p = 0; p < raw.length; p++) raw[p] = ((p * 7919) % 251) ^ ((Math.random() * 96) | 0);
    const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    if (jpeg.length <= MAX_BYTES && jpeg.length > MAX_BYTES * 0.85) return jpeg;
    width = Math.round(width * Math.sqrt((MAX_BYTES * 0.93) / jpeg.length));
  }
  throw new Error('could not make a test photo near 5 MB');
}

/**
 * A signed-in customer owning one paid plan still to activate: { headers, osid }. The customer signs
 * in with a phone code first and then buys with that phone, so the plan is on their own account
 * (decision 039: a phone-verified account is a real owner; no other account can attach its plans).
 */
async function uploader(apiUrl, plan) {
  const phone = benchPhone('94');
  const s = await apiSession(apiUrl);
  expectStatus(await s.call('POST', '/v3/otp/send_otp', { phone }), 200, 'send_otp');
  const otp = await codeFor(apiUrl, phone);
  const signedIn = await s.call('POST', '/customers/login', { phone, otp });
  if (signedIn.status !== 200)
    throw new Error(`phone-code sign-in: HTTP ${signedIn.status} ${signedIn.text}`);
  const buyer = await readyToPay(apiUrl, plan, { session: s, phone });
  await payReady(buyer);
  const plans = expectStatus(await s.call('GET', '/v3/customer/plans'), 200, 'plans');
  const osid = plans.activation_plans?.[0]?.osid;
  if (!osid) throw new Error('no plan to activate for the buyer signed in by phone code');
  return { headers: s.headers, osid };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function uploadRows({ apiUrl, db, pid, log }) {
  try {
    const [plan] = await protectionPlans(apiUrl);
    const photo = await photoNear5MB();
    const who = [];
    for (let i = 0; i < UPLOADS; i++) who.push(await uploader(apiUrl, plan));
    log(`T11.5: ${UPLOADS} customers ready; photo ${(photo.length / 1048576).toFixed(2)} MB`);
    const before = rssMB(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMB(pid) ?? 0)), 20);
    const results = await Promise.all(
      who.map(async ({ headers, osid }) => {
        const t0 = performance.now();
        const res = await fetch(`${apiUrl}/v3/activation/${osid}/documents`, {
          method: 'POST',
          headers: {
            ...headers,
            'content-type': 'application/octet-stream',
            'x-document-type': '1',
            'x-file-name': 'device-photo.jpg',
          },
          body: photo,
        });
        await res.arrayBuffer();
        return { status: res.status, ms: performance.now() - t0 };
      }),
    );
    clearInterval(sampler);
    peak = Math.max(peak, rssMB(pid) ?? 0);
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    const fiveXX = results.filter((r) => r.status >= 500).length;
    const accepted = results.filter((r) => r.status === 200).length;
    const label = `T11.5: ${UPLOADS} concurrent ${(photo.length / 1048576).toFixed(1)} MB photo uploads`;
    return [
      row(db, 'Uploads', `${label}, API RSS increase (peak − before)`, peak - before, 'MB', {
        op: '<=',
        value: 149.99,
        text: '< 150 MB',
      }),
      row(db, 'Uploads', `${label}, p99`, percentile(times, 99), 'ms', {
        op: '<=',
        value: 2999.99,
        text: '< 3 s',
      }),
      row(db, 'Uploads', `${label}, 5xx answers`, fiveXX, '', { op: '<=', value: 0, text: '0' }),
      row(db, 'Uploads', `${label}, not accepted (non-200)`, UPLOADS - accepted, '', {
        op: '<=',
        value: 0,
        text: '0',
      }),
    ];
  } catch (err) {
    log(`T11.5 upload scenario failed: ${err.message}`);
    return [row(db, 'Uploads', `T11.5 scenario failed: ${err.message}`, null, '', null)];
  }
}
