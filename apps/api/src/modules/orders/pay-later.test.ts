import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  agentAudit,
  carts,
  customerPlans,
  orderItems,
  orders,
  outbox,
  paymentLinks,
  payments,
  reconciliationBreaks,
} from '@kavach/db';
import pino from 'pino';
import { reconcileOnce } from '../../jobs/reconcile-payments';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { client } from '../../../test/support/cart-test-helpers';
import { callbackQuery, staffClient } from '../../../test/support/link-test-helpers';
import { readyCart, emulatorPay } from '../../../test/support/order-test-helpers';
import { AC_JET, LAPTOP_DIAGNOSIS, VISIT, readyVisitCart } from '../../../test/support/pay-later-helpers';

describe.each(DB_KINDS)('pay after the visit, issue 18 §3 (%s)', (kind) => {
  let f: Fixture;
  let staff = 0;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  const orderOf = async (ref: string) =>
    (await f.handle.db.select().from(orders).where(eq(orders.orderRef, ref)))[0]!;
  const messagesOf = async (topic: string, ref: string) =>
    (await f.handle.db.select().from(outbox).where(eq(outbox.topic, topic))).filter((m) =>
      JSON.stringify(m.payload).includes(ref),
    );
  const technicianDesk = () => staffClient(f, `ops.${kind}.${++staff}`);

  it('§5: the cart offers pay later for an AC insta-repair job, not for a laptop job (postpaid disallowed) nor a protection plan', async () => {
    const ac = await readyVisitCart(f, AC_JET);
    expect(ac.cart.pay_later_allowed).toBe(true);
    const laptop = await readyVisitCart(f, LAPTOP_DIAGNOSIS);
    expect(laptop.cart.pay_later_allowed).toBe(false);
    const plan = await readyCart(f);
    const view = (await plan.call('GET', `/v3/cart/${plan.token}`)).json();
    expect(view.cart.pay_later_allowed).toBe(false);
  });

  it('§5: pay_later is refused (409 PAY_LATER_NOT_ALLOWED) for a laptop job and a protection plan; no order is written', async () => {
    const before = (await f.handle.db.select().from(orders)).length;
    for (const c of [await readyVisitCart(f, LAPTOP_DIAGNOSIS), await readyCart(f)]) {
      const res = await c.call('POST', '/v3/order/checkout', { pay_later: true });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error_code: 'PAY_LATER_NOT_ALLOWED' });
      expect(res.json().message).toMatch(/not available for this cart/);
    }
    expect((await f.handle.db.select().from(orders)).length).toBe(before);
  });

  it('pay later confirms the order without a payment: visit_booked, the slot booked in the order, the cart closed, the booking sent by SMS and email', async () => {
    const c = await readyVisitCart(f);
    const res = await c.call('POST', '/v3/order/checkout', { pay_later: true });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'visit_booked',
      payment: 'after_visit',
      amount: c.price,
      visits: [{ title: 'AC Jet Service (Split)', ...VISIT }],
    });
    const order = await orderOf(body.order_id);
    expect(order).toMatchObject({
      status: 'visit_booked',
      gatewayOrderId: null,
      paidAt: null,
      amountPaise: c.price,
    });
    const [item] = await f.handle.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item!.slot).toEqual(VISIT);
    const [cart] = await f.handle.db.select().from(carts).where(eq(carts.id, order.cartId));
    expect(cart!.status).toBe('ordered');
    const booked = await messagesOf('visit_booked', body.order_id);
    expect(booked.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect((booked[0]!.payload as { text: string }).text).toMatch(
      /22 Nov, 2026, 10AM - 2PM .*after the visit/,
    );
    expect(await f.handle.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
    const summary = (await c.call('GET', `/v3/order/summary/${body.order_id}`)).json();
    expect(summary).toMatchObject({
      status: 'visit_booked',
      visits: [VISIT].map((v) => expect.objectContaining(v)),
    });
    // The closed cart cannot be booked or paid a second time.
    expect((await c.call('POST', '/v3/order/checkout', { pay_later: true })).statusCode).toBe(404);
  });

  it('after the visit a payment link for the order amount is sent by SMS and email; paying it settles the order once (callback, webhooks, repeats)', async () => {
    const c = await readyVisitCart(f);
    const ref = (await c.call('POST', '/v3/order/checkout', { pay_later: true })).json().order_id as string;
    // Only staff can say the visit is done.
    const stranger = await c.call('POST', `/v3/order/visit_completed/${ref}`, {});
    expect(stranger.statusCode).toBe(403);
    expect(await messagesOf('payment_link', ref)).toEqual([]);

    const desk = await technicianDesk();
    const done = await desk.call('POST', `/v3/order/visit_completed/${ref}`, {});
    expect(done.statusCode).toBe(200);
    const sent = done.json();
    expect(sent).toMatchObject({ order_id: ref, amount: c.price, status: 'created', resent: false });
    expect((await orderOf(ref)).status).toBe('payment_due');
    const [link] = await f.handle.db.select().from(paymentLinks).where(eq(paymentLinks.token, sent.link_id));
    expect(await f.payments.fetchPaymentLink(link!.gatewayLinkId!)).toMatchObject({
      amountPaise: c.price,
      referenceId: ref,
    });
    const linkMessages = await messagesOf('payment_link', ref);
    expect(linkMessages.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect((linkMessages[0]!.payload as { text: string }).text).toContain(sent.url);
    const audit = await f.handle.db
      .select()
      .from(agentAudit)
      .where(eq(agentAudit.action, 'order.visit_completed'));
    expect(audit.length).toBeGreaterThan(0);
    // A second tap gives the same link back and sends nothing again.
    const again = (await desk.call('POST', `/v3/order/visit_completed/${ref}`, {})).json();
    expect(again).toMatchObject({ link_id: sent.link_id, resent: true });
    expect(await messagesOf('payment_link', ref)).toHaveLength(2);

    // The customer pays on the gateway's page; its webhooks and the callback (three times) all settle.
    const customer = await client(f);
    const details = (await customer.call('GET', `/v3/order/payment_link_details/${sent.link_id}`)).json();
    expect(details).toMatchObject({ state: 'payable', amount: c.price, order_id: ref });
    // The gateway's link page wants the key its short URL carries (decision 043).
    const shortUrl = (await f.payments.fetchPaymentLink(link!.gatewayLinkId!))!.shortUrl;
    const key = new URL(shortUrl, 'http://localhost:3000').searchParams.get('key');
    const paid = await customer.call('POST', `/razorpay-emulator/payment_links/${link!.gatewayLinkId}/pay`, {
      method: 'upi',
      outcome: 'success',
      key,
    });
    const cb = callbackQuery(paid.json().callback_url);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        customer.call('POST', '/v3/order/payment_link_success', { link_id: sent.link_id, ...cb }),
      ),
    );
    await f.payments.whenIdle();
    for (const r of results) expect(r.json()).toMatchObject({ order_id: ref, status: 'paid', state: 'paid' });
    const order = await orderOf(ref);
    expect(order.status).toBe('paid');
    const pays = await f.handle.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(pays.map((p) => p.status)).toEqual(['captured']);
    expect(await messagesOf('order_confirmation', ref)).toHaveLength(2);
    expect(
      await f.handle.db.select().from(customerPlans).where(eq(customerPlans.orderId, order.id)),
    ).toHaveLength(1);
    // Paid: staff cannot send another link for it.
    const late = await desk.call('POST', `/v3/order/visit_completed/${ref}`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().error_code).toBe('ORDER_PAID');
  });

  it('decision 045: only a booked visit can be marked done (a prepaid order is refused), and an unknown order is a 404', async () => {
    const desk = await technicianDesk();
    const c = await readyVisitCart(f);
    const prepaid = (await c.call('POST', '/v3/order/checkout', {})).json();
    const refused = await desk.call('POST', `/v3/order/visit_completed/${prepaid.order_id}`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_code).toBe('NOT_PAY_AFTER_VISIT');
    const unknown = await desk.call('POST', '/v3/order/visit_completed/KVAAAAAAAAAAAA', {});
    expect(unknown.statusCode).toBe(404);
  });

  it('decision 045: a payment started before choosing pay later still pays the booked visit, once (visit_booked → paid)', async () => {
    const c = await readyVisitCart(f);
    const prepaid = (await c.call('POST', '/v3/order/checkout', {})).json();
    const booked = (await c.call('POST', '/v3/order/checkout', { pay_later: true })).json();
    expect(booked).toMatchObject({ order_id: prepaid.order_id, status: 'visit_booked' });
    await emulatorPay(f, c.call, prepaid.gateway_order_id);
    await f.payments.whenIdle();
    expect((await orderOf(prepaid.order_id)).status).toBe('paid');
    expect(await messagesOf('order_confirmation', prepaid.order_id)).toHaveLength(2);
    const desk = await technicianDesk();
    const late = await desk.call('POST', `/v3/order/visit_completed/${prepaid.order_id}`, {});
    expect(late.json().error_code).toBe('ORDER_PAID');
  });

  it('decision 045: an after-visit link that lapses unpaid expires, but the order stays payment_due (owed) with a postpaid_unpaid break', async () => {
    const c = await readyVisitCart(f);
    const ref = (await c.call('POST', '/v3/order/checkout', { pay_later: true })).json().order_id as string;
    const sent = (await (await technicianDesk()).call('POST', `/v3/order/visit_completed/${ref}`, {})).json();
    const start = f.clock.now();
    f.clock.set(new Date(start.getTime() + 31 * 24 * 60 * 60_000));
    try {
      await reconcileOnce(f.deps, pino({ level: 'silent' }));
    } finally {
      f.clock.set(start);
    }
    const [link] = await f.handle.db.select().from(paymentLinks).where(eq(paymentLinks.token, sent.link_id));
    expect(link!.status).toBe('expired');
    const order = await orderOf(ref);
    expect(order.status).toBe('payment_due');
    const breaks = await f.handle.db
      .select()
      .from(reconciliationBreaks)
      .where(eq(reconciliationBreaks.orderId, order.id));
    expect(breaks.map((b) => b.kind)).toEqual(['postpaid_unpaid']);
  });
});
