import type { RzpLink } from './entities';

/*
 * The Razorpay emulator's hosted payment-link page (decision 053; the short URL of a link made
 * under the emulator), in place of Razorpay's page: the link's description, amount and reference,
 * and Pay / Fail payment buttons. Bound to the page key in its URL (decision 043). Served by our
 * API through the web origin's /api forward, with a policy of its own: its one script is
 * LINK_PAGE_JS from the same folder, no inline script.
 */

export const LINK_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "connect-src 'self'",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

const NOT_PAYABLE: Record<string, string> = {
  paid: 'This payment link has already been paid.',
  expired: 'This payment link has expired. Ask us for a new one.',
  cancelled: 'This payment link was cancelled. Ask us for a new one.',
};

/** The page of a link whose key was right; `key` goes back with each attempt. */
export function linkPageHtml(link: RzpLink, key: string): string {
  const customer = Array.isArray(link.customer) ? '' : (link.customer.name ?? '');
  const refused = NOT_PAYABLE[link.status];
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>Pay ${escape(inr.format(link.amount / 100))} · Razorpay emulator</title></head>
<body style="font:16px system-ui,sans-serif;color:#0f172a;margin:0;background:#f1f5f9">
<main data-link-id="${escape(link.id)}" data-key="${escape(key)}" style="max-width:420px;margin:48px auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="margin:0 0 8px;font-size:22px">Razorpay Payment Link (emulator)</h1>
<p>${escape(link.description)}${customer ? ` · for ${escape(customer)}` : ''}</p>
<p data-testid="emulator-amount" style="font-size:28px;font-weight:700;margin:8px 0">${escape(inr.format(link.amount / 100))}</p>
<p>Reference <span data-testid="emulator-reference">${escape(link.reference_id)}</span></p>
<p style="font-size:14px;color:#334155">No money moves: this is the local Razorpay emulator.</p>
${
  refused
    ? `<p role="alert">${escape(refused)}</p>`
    : `<div style="display:flex;gap:8px;flex-wrap:wrap;margin-top:16px">
<button type="button" data-outcome="success" style="padding:10px 16px;border-radius:8px;border:1px solid #1e3a8a;background:#1e3a8a;color:#fff">Pay</button>
<button type="button" data-outcome="failure" style="padding:10px 16px;border-radius:8px;border:1px solid #b91c1c;background:#b91c1c;color:#fff">Fail payment</button>
</div>`
}
<p role="status" data-testid="emulator-status"></p>
</main>
<script src="../link-page.js"></script>
</body></html>`;
}

/** The page's script: a session and CSRF token first (as our pages get them), then the attempt. */
export const LINK_PAGE_JS = String.raw`(() => {
  const api = new URL('..', document.currentScript.src);
  const main = document.querySelector('main');
  const status = document.querySelector('[data-testid="emulator-status"]');
  const csrf = () => decodeURIComponent((document.cookie.match(/(?:^|; )csrftoken=([^;]*)/) || [])[1] || '');
  async function attempt(outcome) {
    if (!csrf()) await fetch(new URL('auth/set_csrf', api), { credentials: 'same-origin' });
    const url = new URL('razorpay-emulator/payment_links/' + encodeURIComponent(main.dataset.linkId) + '/pay', api);
    const res = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrftoken': csrf() },
      body: JSON.stringify({ method: 'upi', outcome, key: main.dataset.key }),
    });
    const body = await res.json().catch(() => ({}));
    if (res.ok && body.callback_url) return window.location.assign(body.callback_url);
    if (res.ok && body.error) status.textContent = 'Payment failed. No money was taken; you can try again.';
    else status.textContent = body.message || 'The payment could not be made.';
  }
  for (const b of document.querySelectorAll('button[data-outcome]')) {
    b.addEventListener('click', async () => {
      const all = document.querySelectorAll('button[data-outcome]');
      all.forEach((x) => (x.disabled = true));
      try { await attempt(b.dataset.outcome); } finally { all.forEach((x) => (x.disabled = false)); }
    });
  }
})();`;
