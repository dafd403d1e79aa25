/*
 * The Razorpay emulator's stand-in for Standard Checkout (checkout.razorpay.com/v1/checkout.js),
 * served by our API under the emulator only (decision 053): the surface our page uses —
 * `new Razorpay(options)`, `.on('payment.failed', cb)`, `.open()`, `options.handler`,
 * `options.modal.ondismiss` — as in apps/web/e2e/fixtures/fake-checkout-js.ts. open() shows a dialog
 * ("Razorpay Checkout") whose buttons play the customer through the emulator's routes, which only
 * the paying session may use (decision 043):
 *   Pay          → a captured payment, signed with the key secret; options.handler(fields);
 *   Fail payment → a failed payment; each payment.failed callback gets Razorpay's error; stays open;
 *   Close        → options.modal.ondismiss().
 * It posts as our own page does: same origin through /api, with the CSRF cookie as x-csrftoken.
 */
export const CHECKOUT_JS = String.raw`(() => {
  const base = new URL('.', document.currentScript.src);
  const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  const csrf = () => (document.cookie.match(/(?:^|; )csrftoken=([^;]*)/) || [])[1] || '';
  async function pay(orderId, outcome) {
    const res = await fetch(new URL('orders/' + encodeURIComponent(orderId) + '/pay', base), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrftoken': decodeURIComponent(csrf()) },
      body: JSON.stringify({ method: 'upi', outcome }),
    });
    const body = await res.json().catch(() => ({}));
    return { ok: res.ok, body };
  }
  function Razorpay(options) {
    this.options = options;
    this.failed = [];
  }
  Razorpay.prototype.on = function (event, callback) {
    if (event === 'payment.failed') this.failed.push(callback);
  };
  Razorpay.prototype.open = function () {
    const o = this.options;
    const self = this;
    const dialog = document.createElement('dialog');
    dialog.setAttribute('aria-label', 'Razorpay Checkout');
    dialog.style.cssText = 'margin:auto;border:0;border-radius:12px;padding:24px;width:min(90vw,380px);' +
      'font:16px system-ui,sans-serif;color:#0f172a;background:#fff;box-shadow:0 20px 50px rgba(0,0,0,.35)';
    const title = document.createElement('h2');
    title.textContent = 'Razorpay Checkout (emulator)';
    title.style.cssText = 'margin:0 0 8px;font-size:20px';
    const what = document.createElement('p');
    what.textContent = o.name + ' · ' + o.description;
    const amount = document.createElement('p');
    amount.dataset.testid = 'emulator-amount';
    amount.textContent = inr.format(o.amount / 100);
    amount.style.cssText = 'font-size:24px;font-weight:700;margin:8px 0';
    const note = document.createElement('p');
    note.textContent = 'No money moves: this is the local Razorpay emulator.';
    note.style.cssText = 'font-size:14px;color:#334155';
    const status = document.createElement('p');
    status.setAttribute('role', 'status');
    const row = document.createElement('div');
    row.style.cssText = 'display:flex;gap:8px;flex-wrap:wrap;margin-top:16px';
    const buttons = [];
    const button = (label, bg, onClick) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.style.cssText = 'padding:10px 16px;border-radius:8px;border:1px solid #1e3a8a;cursor:pointer;' +
        'background:' + bg + ';color:' + (bg === '#fff' ? '#1e3a8a' : '#fff');
      b.addEventListener('click', async () => {
        buttons.forEach((x) => (x.disabled = true));
        try { await onClick(); } finally { buttons.forEach((x) => (x.disabled = false)); }
      });
      buttons.push(b);
      row.appendChild(b);
    };
    const close = () => { dialog.close(); dialog.remove(); };
    button('Pay', '#1e3a8a', async () => {
      const { ok, body } = await pay(o.order_id, 'success');
      if (!ok || !body.razorpay_signature) {
        status.textContent = (body && body.message) || 'The payment could not be made.';
        return;
      }
      close();
      o.handler(body);
    });
    button('Fail payment', '#b91c1c', async () => {
      const { ok, body } = await pay(o.order_id, 'failure');
      if (!ok || !body.error) {
        status.textContent = (body && body.message) || 'The payment could not be made.';
        return;
      }
      status.textContent = 'Payment failed. You may try again.';
      const error = Object.assign({ source: 'customer', step: 'payment_authentication', reason: 'payment_failed' }, body.error);
      for (const cb of self.failed) cb({ error });
    });
    button('Close', '#fff', () => {
      close();
      o.modal.ondismiss();
    });
    dialog.append(title, what, amount, note, row, status);
    dialog.addEventListener('cancel', (e) => e.preventDefault());
    document.body.appendChild(dialog);
    dialog.showModal();
  };
  window.Razorpay = Razorpay;
})();`;
