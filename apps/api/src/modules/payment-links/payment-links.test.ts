import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { couponCustomerUses, couponRedemptions, orders, outbox, paymentLinks, payments } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { refundRelay } from '../../../test/support/order-test-helpers';
import { byTier } from '../../../test/support/tier';
import { client } from '../../../test/support/cart-test-helpers';
import { agentCart, callbackQuery, staffClient } from '../../../test/support/link-test-helpers';

/** docs/product/security-tests.md#t8-3 duplicate deliveries: the plan's 1,000 under `npm run test:full`, 50 in CI; 50 at once. */
const DUPLICATES = byTier(50, 1_000);

describe.each(DB_KINDS)('payment links, issue 3 §4 (%s)', (kind) => {
  let f: Fixture;
  let agents = 0;
  const agent = (permissions?: string[]) => staffClient(f, `agent.${kind}.${++agents}`, permissions);
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  const linkOf = async (token: string) =>
    (await f.handle.db.select().from(paymentLinks).where(eq(paymentLinks.token, token)))[0]!;
  const orderOf = async (ref: string) =>
    (await f.handle.db.select().from(orders).where(eq(orders.orderRef, ref)))[0]!;
  /** The Pay click on the gateway's link page, with the page key of the link's short URL (decision 043). */
  const payLink = async (c: { call: Awaited<ReturnType<typeof client>>['call'] }, plinkId: string) => {
    const shortUrl = (await f.payments.fetchPaymentLink(plinkId))!.shortUrl;
    const key = new URL(shortUrl, 'http://localhost:3000').searchParams.get('key');
    return c.call('POST', `/razorpay-emulator/payment_links/${plinkId}/pay`, {
      method: 'upi',
      outcome: 'success',
      key,
    });
  };

  it('journey: agent sends a link → SMS + email → customer opens it → pays → order paid, link says so', async () => {
    const a = await agent();
    const cart = await agentCart(f, a);
    const sent = await a.call('POST', `/v3/cart/send_link/${cart.token}`, {});
    expect(sent.statusCode).toBe(200);
    const body = sent.json();
    expect(body).toMatchObject({ amount: cart.price, currency: 'INR', status: 'created', resent: false });
    expect(body.url).toBe(`http://localhost:3000/payment-link/${body.link_id}`);
    expect(body.link_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.sent_to.phone).toBe(`******${cart.phone.slice(-4)}`);
    const messages = (await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'payment_link'))).filter(
      (m) => JSON.stringify(m.payload).includes(body.link_id),
    );
    expect(messages.map((m) => m.channel).sort()).toEqual(['email', 'sms']);

    // The customer: another browser, no sign-in.
    const customer = await client(f);
    const details = await customer.call('GET', `/v3/order/payment_link_details/${body.link_id}`);
    expect(details.statusCode).toBe(200);
    const d = details.json();
    expect(d).toMatchObject({
      state: 'payable',
      order_id: body.order_id,
      amount: cart.price,
      customer_name: 'Meera',
    });
    expect(d.plans[0]).toMatchObject({ sku: 'EW-MOBILE-PHONE', unit_price: cart.price, quantity: 1 });
    expect(JSON.stringify(d)).not.toContain(cart.phone); // masked (docs/product/security-tests.md#t6-6)
    const link = await linkOf(body.link_id);
    expect(d.pay_url).toMatch(
      new RegExp(`^/api/razorpay-emulator/payment_links/${link.gatewayLinkId}\\?key=[A-Za-z0-9_-]{43}$`),
    );
    // docs/product/security-tests.md#t8-12: the gateway's link amount equals the order amount; reference id = the order's.
    const gatewayLink = await f.payments.fetchPaymentLink(link.gatewayLinkId!);
    expect(gatewayLink).toMatchObject({ amountPaise: cart.price, referenceId: body.order_id });

    const paid = await payLink(customer, link.gatewayLinkId!);
    expect(paid.statusCode).toBe(200);
    const cb = callbackQuery(paid.json().callback_url);
    expect(new URL(paid.json().callback_url).pathname).toBe(`/payment-link/${body.link_id}/done`);
    const ok = await customer.call('POST', '/v3/order/payment_link_success', {
      link_id: body.link_id,
      ...cb,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ order_id: body.order_id, status: 'paid', state: 'paid' });
    await f.payments.whenIdle();
    const after = (await customer.call('GET', `/v3/order/payment_link_details/${body.link_id}`)).json();
    expect(after).toMatchObject({ state: 'paid', pay_url: null });
    expect(after.message).toMatch(/already been paid/);
    const order = await orderOf(body.order_id);
    expect(order).toMatchObject({ status: 'paid', channel: 'website-tele', amountPaise: cart.price });
    const confirmations = (
      await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'order_confirmation'))
    ).filter((m) => JSON.stringify(m.payload).includes(body.order_id));
    expect(confirmations).toHaveLength(2);
    // Sending again for a paid cart is refused clearly.
    const again = await a.call('POST', `/v3/cart/send_link/${cart.token}`, {});
    expect(again.statusCode).toBe(409);
  });

  it("T8.12: 1,000 tampered callbacks are refused (400 SIGNATURE_INVALID); nor does another link's callback", async () => {
    const a = await agent();
    const cart = await agentCart(f, a);
    const body = (await a.call('POST', `/v3/cart/send_link/${cart.token}`, {})).json();
    const link = await linkOf(body.link_id);
    const customer = await client(f);
    const cb = callbackQuery((await payLink(customer, link.gatewayLinkId!)).json().callback_url);
    // The gateway has the payment, but the order must not move on a forged callback: hold the
    // sandbox's own webhooks out of it by checking the order only through rejected callbacks.
    await f.payments.whenIdle();
    const fields = Object.keys(cb) as (keyof typeof cb)[];
    let refused = 0;
    for (let n = 0; n < 1000; n++) {
      const field = fields[n % fields.length]!;
      const value = cb[field];
      const i = Math.floor(n / fields.length) % value.length;
      const flipped = value.slice(0, i) + (value[i] === 'a' ? 'b' : 'a') + value.slice(i + 1);
      const res = await customer.call('POST', '/v3/order/payment_link_success', {
        link_id: body.link_id,
        ...cb,
        [field]: flipped,
      });
      if (res.statusCode === 400 && res.json().error_code === 'SIGNATURE_INVALID') refused++;
    }
    expect(refused).toBe(1000);
    // Another link's genuine callback does not fit this link either.
    const other = await agentCart(f, a);
    const otherBody = (await a.call('POST', `/v3/cart/send_link/${other.token}`, {})).json();
    const mixed = await customer.call('POST', '/v3/order/payment_link_success', {
      link_id: otherBody.link_id,
      ...cb,
    });
    expect(mixed.json().error_code).toBe('SIGNATURE_INVALID');
    expect((await orderOf(otherBody.order_id)).status).toBe('payment_pending');
  });

  it(`T8.12 / T8.3: payment_link.paid delivered ${DUPLICATES} times, 50 at once → all 2xx, one paid order, one payment, one confirmation`, async () => {
    const a = await agent();
    const cart = await agentCart(f, a);
    const body = (await a.call('POST', `/v3/cart/send_link/${cart.token}`, {})).json();
    const link = await linkOf(body.link_id);
    const customer = await client(f);
    await payLink(customer, link.gatewayLinkId!);
    await f.payments.whenIdle();
    const [payment] = await f.payments.fetchPaymentLinkPayments(link.gatewayLinkId!);
    expect(payment?.status).toBe('captured');
    const event = f.payments.emulator.linkEvent(link.gatewayLinkId!);
    const statuses: number[] = [];
    for (let sent = 0; sent < DUPLICATES; sent += 50) {
      const wave = await Promise.all(
        Array.from({ length: Math.min(50, DUPLICATES - sent) }, () =>
          f.app.inject({
            method: 'POST',
            url: '/v3/payments/webhook',
            headers: event.headers,
            payload: event.rawBody,
          }),
        ),
      );
      statuses.push(...wave.map((r) => r.statusCode));
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(statuses).toHaveLength(DUPLICATES);
    const order = await orderOf(body.order_id);
    expect(order.status).toBe('paid');
    expect(await f.handle.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
    const confirmations = (
      await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'order_confirmation'))
    ).filter((m) => JSON.stringify(m.payload).includes(body.order_id));
    expect(confirmations).toHaveLength(2);
  });

  it('re-sending an unchanged cart re-sends the same link; a changed cart cancels it (cancelled link says so)', async () => {
    const a = await agent();
    const cart = await agentCart(f, a);
    const first = (await a.call('POST', `/v3/cart/send_link/${cart.token}`, {})).json();
    const second = (await a.call('POST', `/v3/cart/send_link/${cart.token}`, {})).json();
    expect(second).toMatchObject({ link_id: first.link_id, order_id: first.order_id, resent: true });
    // The cart changes (quantity 2): the old link is cancelled, a new one goes out.
    const cartNow = (await a.call('GET', `/v3/cart/${cart.token}`)).json().cart;
    const item = cartNow.items[0];
    const upd = await a.call('PATCH', `/v3/cart/items/${item.id}`, { quantity: 2 });
    expect(upd.statusCode).toBe(200);
    const third = (await a.call('POST', `/v3/cart/send_link/${cart.token}`, {})).json();
    expect(third.link_id).not.toBe(first.link_id);
    expect(third.amount).toBe(cart.price * 2);
    const customer = await client(f);
    const old = (await customer.call('GET', `/v3/order/payment_link_details/${first.link_id}`)).json();
    expect(old).toMatchObject({ state: 'cancelled', pay_url: null });
    expect(old.message).toMatch(/cancelled/);
    expect((await orderOf(first.order_id)).status).toBe('cancelled');
    // The gateway refuses the cancelled link's page too.
    const oldLink = await linkOf(first.link_id);
    const refused = await payLink(customer, oldLink.gatewayLinkId!);
    expect(refused.statusCode).toBe(409);
  });

  it('T8.12: an expired link says so; a payment that reaches a cancelled link is refunded, not fulfilled', async () => {
    const a = await agent();
    const cart = await agentCart(f, a);
    const body = (await a.call('POST', `/v3/cart/send_link/${cart.token}`, {})).json();
    const link = await linkOf(body.link_id);
    const customer = await client(f);
    const start = f.clock.now();
    try {
      f.clock.set(new Date(start.getTime() + 25 * 3600_000));
      const d = (await customer.call('GET', `/v3/order/payment_link_details/${body.link_id}`)).json();
      expect(d).toMatchObject({ state: 'expired', pay_url: null });
      expect(d.message).toMatch(/expired/);
      expect((await orderOf(body.order_id)).status).toBe('expired');
      expect((await payLink(customer, link.gatewayLinkId!)).statusCode).toBe(409);
    } finally {
      f.clock.set(start);
    }
    // Race: a payment goes through on the gateway's page of a link we already closed (the gateway
    // had not seen it expire yet: its link is made payable again in the emulator's books).
    const atGatewayLink = f.payments.emulator.books.links.get(link.gatewayLinkId!)!;
    atGatewayLink.status = 'created';
    const late = f.payments.emulator.payLink(atGatewayLink.id, 'captured');
    expect(late.payment.status).toBe('captured');
    await f.payments.whenIdle();
    const order = await orderOf(body.order_id);
    expect(order.status).toBe('expired');
    const [p] = await f.handle.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(p?.status).toBe('refund_queued');
    const refunds = (await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'refund'))).filter((m) =>
      JSON.stringify(m.payload).includes(body.order_id),
    );
    expect(refunds).toHaveLength(1);
    // The outbox's gateway channel carries the refund out: the gateway refunds, we mark it.
    const relay = refundRelay(f);
    await relay.runOnce();
    const [refunded] = await f.handle.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(refunded?.status).toBe('refunded');
    const [atGateway] = await f.payments.fetchPaymentLinkPayments(link.gatewayLinkId!);
    expect(atGateway?.status).toBe('refunded');
    const [row] = (await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'refund'))).filter((m) =>
      JSON.stringify(m.payload).includes(body.order_id),
    );
    expect(row?.status).toBe('sent');
  });

  it('a cancelled link gives its coupon use back; the new link redeems it again (one use held, not two)', async () => {
    const a = await agent();
    const cart = await agentCart(f, a);
    const line = (await a.call('GET', `/v3/cart/${cart.token}`)).json().cart.items[0];
    await a.call('PATCH', `/v3/cart/items/${line.id}`, { quantity: 3 }); // over the code's ₹999 minimum
    const applied = await a.call('POST', '/v3/cart/apply_discount', {
      code: 'KAVACH10',
      token_id: cart.token,
    });
    expect(applied.json().discount_message).toMatchObject({ is_valid: true });
    const first = (await a.call('POST', `/v3/cart/send_link/${cart.token}`, {})).json();
    const heldBy = async (ref: string) =>
      (await f.handle.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderRef, ref))).length;
    expect(await heldBy(first.order_id)).toBe(1);
    const item = (await a.call('GET', `/v3/cart/${cart.token}`)).json().cart.items[0];
    await a.call('PATCH', `/v3/cart/items/${item.id}`, { quantity: 4 });
    const second = (await a.call('POST', `/v3/cart/send_link/${cart.token}`, {})).json();
    expect(await heldBy(first.order_id)).toBe(0);
    expect(await heldBy(second.order_id)).toBe(1);
    const [uses] = await f.handle.db
      .select()
      .from(couponCustomerUses)
      .where(eq(couponCustomerUses.customerKey, `+91${cart.phone}`));
    expect(uses?.used).toBe(1);
  });
});
