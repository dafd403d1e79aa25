import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentLinks } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { client } from '../../../test/support/cart-test-helpers';
import { agentCart, callbackQuery, staffClient } from '../../../test/support/link-test-helpers';
import { readyCart } from '../../../test/support/order-test-helpers';

const formatInr = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
    paise / 100,
  );

/*
 * Finding 10 of issue 18: the sandbox gateway's routes were anonymous — anyone read an order's
 * amount and reference by its gateway id. Decision 043 bound them; decision 053 keeps the binding
 * for the Razorpay emulator's customer side: its Checkout's order and Pay are the paying session's
 * only (the session whose checkout callback would be accepted); the link page is the link holder's
 * (its short URL's page key, emulator-routes.test.ts).
 */
describe.each(DB_KINDS)(
  'the Razorpay emulator’s Checkout and link page are the paying session’s, finding 10 of issue 18 (%s)',
  (kind) => {
    let f: Fixture;
    beforeAll(async () => {
      f = await createFixture(kind);
    });
    afterAll(() => f.close());

    /** An error body without its request id, to compare two answers. */
    const errorOf = (res: { json(): unknown }) => {
      const { request_id: _, ...rest } = res.json() as Record<string, unknown>;
      return rest;
    };
    const anonymous = (method: 'GET' | 'POST', url: string) =>
      f.app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: { method: 'upi', outcome: 'success' } } : {}),
      });

    it('finding 10: another session and an anonymous visitor get the 404 of an unknown order (no amount, no reference) and cannot pay; the paying session pays end to end', async () => {
      const payer = await readyCart(f);
      const co = (await payer.call('POST', '/v3/order/checkout', {})).json();
      const page = `/razorpay-emulator/orders/${co.gateway_order_id}`;
      const unknown = errorOf(await payer.call('GET', '/razorpay-emulator/orders/order_EMUnothing00000'));
      expect(unknown).toMatchObject({ error_code: 'NOT_FOUND' });

      const stranger = await client(f);
      for (const seen of [await stranger.call('GET', page), await anonymous('GET', page)]) {
        expect(seen.statusCode).toBe(404);
        expect(errorOf(seen)).toEqual(unknown);
        expect(seen.body).not.toContain(co.order_id);
        expect(seen.body).not.toContain(String(co.amount));
      }
      const strangerPay = await stranger.call('POST', `${page}/pay`, { method: 'upi', outcome: 'success' });
      expect(strangerPay.statusCode).toBe(404);
      expect(errorOf(strangerPay)).toEqual(unknown);
      expect((await anonymous('POST', `${page}/pay`)).statusCode).toBe(403); // no session: CSRF first
      expect(await f.payments.fetchOrderPayments(co.gateway_order_id)).toEqual([]);

      const shown = await payer.call('GET', page);
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toMatchObject({ amount: co.amount, receipt: co.order_id, status: 'created' });
      expect(await f.payments.fetchOrderPayments(co.gateway_order_id)).toEqual([]);
      const paid = await payer.call('POST', `${page}/pay`, { method: 'upi', outcome: 'success' });
      expect(paid.statusCode).toBe(200);
      const ok = await payer.call('POST', '/v3/order/success', paid.json());
      expect(ok.json()).toMatchObject({ order_id: co.order_id, status: 'paid' });
      expect((await stranger.call('GET', page)).statusCode).toBe(404);
    });

    it('finding 10: a payment link is paid by whoever holds it, through the link page and its key; the link’s gateway order is not on the order page for them', async () => {
      const agent = await staffClient(f, `agent.access.${kind}`);
      const cart = await agentCart(f, agent);
      const sent = (await agent.call('POST', `/v3/cart/send_link/${cart.token}`, {})).json();
      const customer = await client(f);
      const payUrl = (await customer.call('GET', `/v3/order/payment_link_details/${sent.link_id}`)).json()
        .pay_url;
      const url = new URL(payUrl, 'http://localhost:3000');
      const plinkId = url.pathname.split('/').pop()!;
      const key = url.searchParams.get('key');
      const [link] = await f.handle.db
        .select()
        .from(paymentLinks)
        .where(eq(paymentLinks.token, sent.link_id));
      // The link's gateway order (Razorpay makes it at the first attempt: a failed one here).
      const failed = await customer.call('POST', `/razorpay-emulator/payment_links/${plinkId}/pay`, {
        method: 'upi',
        outcome: 'failure',
        key,
      });
      expect(failed.json()).toMatchObject({ error: { code: 'BAD_REQUEST_ERROR' } });
      const linkOrder = f.payments.emulator.books.links.get(plinkId)!.order_id;
      expect(linkOrder).toMatch(/^order_/);

      expect((await customer.call('GET', `/razorpay-emulator/payment_links/${plinkId}`)).statusCode).toBe(
        404,
      );
      expect((await customer.call('GET', `/razorpay-emulator/orders/${linkOrder}`)).statusCode).toBe(404);
      const viaOrder = await customer.call('POST', `/razorpay-emulator/orders/${linkOrder}/pay`, {
        method: 'upi',
        outcome: 'success',
      });
      expect(viaOrder.statusCode).toBe(404);

      const shown = await customer.call('GET', `/razorpay-emulator/payment_links/${plinkId}?key=${key}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toMatch(/^text\/html/);
      expect(shown.body).toContain(sent.order_id);
      expect(shown.body).toContain(formatInr(link!.amountPaise));
      const paid = await customer.call('POST', `/razorpay-emulator/payment_links/${plinkId}/pay`, {
        method: 'upi',
        outcome: 'success',
        key,
      });
      expect(paid.statusCode).toBe(200);
      const done = await customer.call('POST', '/v3/order/payment_link_success', {
        link_id: sent.link_id,
        ...callbackQuery(paid.json().callback_url),
      });
      expect(done.json()).toMatchObject({ order_id: sent.order_id, status: 'paid' });
    });
  },
);
