import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxGatewayLinks, sandboxGatewayOrders } from '@kavach/db';
import { testDbKinds } from '@kavach/db/testing';
import type { CreatePaymentLink, PaymentLinkCallback } from './gateway';
import { GatewayError } from './gateway-error';
import { SandboxGateway } from './sandbox';
import { checkoutSignature } from './signatures';
import { SANDBOX_TEST_SECRET, useSandbox } from './testing/sandbox-harness';

/** The signed result the link page puts in the callback URL, as our callback handler reads it. */
function callbackOf(url: string): PaymentLinkCallback {
  const q = new URL(url).searchParams;
  return {
    paymentId: q.get('razorpay_payment_id') ?? '',
    linkId: q.get('razorpay_payment_link_id') ?? '',
    referenceId: q.get('razorpay_payment_link_reference_id') ?? '',
    status: q.get('razorpay_payment_link_status') ?? '',
    signature: q.get('razorpay_signature') ?? '',
  };
}

describe.each(testDbKinds(process.env.DATABASE_URL))('SandboxGateway payment links on %s', (kind) => {
  const { gateway, db, link, events } = useSandbox(kind);
  const orderIdOf = async (linkId: string) =>
    (await db().select().from(sandboxGatewayLinks).where(eq(sandboxGatewayLinks.id, linkId)))[0]?.orderId ??
    '';
  /** A gateway whose clock the test moves, sharing the harness's database and webhook list. */
  const clocked = (start: Date) => {
    const clock = { at: start, now: () => clock.at };
    return { clock, g: new SandboxGateway({ db: db(), keySecret: SANDBOX_TEST_SECRET, clock }) };
  };

  it('creates a plink_SBX link with its own sandbox order (receipt = reference id) and a page on the web origin', async () => {
    const input = link();
    const created = await gateway().createPaymentLink(input);
    expect(created.id).toMatch(/^plink_SBX[0-9A-Za-z]{13}$/);
    expect(created).toEqual({
      id: created.id,
      shortUrl: expect.stringMatching(
        new RegExp(`^/pay/sandbox/link/${created.id}\\?key=[A-Za-z0-9_-]{43}$`),
      ),
      amountPaise: 129900,
      amountPaidPaise: 0,
      currency: 'INR',
      referenceId: input.referenceId,
      status: 'created',
      expireBy: input.expireBy,
    });
    expect(await gateway().fetchPaymentLink(created.id)).toEqual(created);
    expect(await gateway().fetchPaymentLink('plink_SBXnothing0000')).toBeNull();
    expect(await gateway().fetchPaymentLinkPayments(created.id)).toEqual([]);
    expect(await gateway().fetchPaymentLinkPayments('plink_SBXnothing0000')).toEqual([]);
    const order = await gateway().fetchOrder(await orderIdOf(created.id));
    expect(order).toMatchObject({ amountPaise: 129900, receipt: input.referenceId, status: 'created' });
    expect(await gateway().paymentLinkPage(created.id)).toMatchObject({
      description: input.description,
      customerName: 'Asha Rao',
    });
  });

  it('T8.12 20 concurrent creates with one reference id, from two gateway instances → 1 link, 1 sandbox order', async () => {
    const other = new SandboxGateway({ db: db(), keySecret: SANDBOX_TEST_SECRET });
    const input = link();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? gateway() : other).createPaymentLink(input)),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const rows = await db()
      .select()
      .from(sandboxGatewayLinks)
      .where(eq(sandboxGatewayLinks.referenceId, input.referenceId));
    expect(rows).toHaveLength(1);
    const orders = await db()
      .select()
      .from(sandboxGatewayOrders)
      .where(eq(sandboxGatewayOrders.idempotencyKey, `link:${input.referenceId}`));
    expect(orders.map((o) => o.id)).toEqual([rows[0]?.orderId]);
    expect((await gateway().createPaymentLink(input)).id).toBe(results[0]?.id);
    const err = await gateway()
      .createPaymentLink({ ...input, amountPaise: 100 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect(err).toMatchObject({ retryable: false, code: 'REFERENCE_CONFLICT' });
  });

  it('refuses what Razorpay refuses (INVALID_REQUEST), writing nothing', async () => {
    const now = Date.now();
    const bad: Array<Partial<CreatePaymentLink>> = [
      { amountPaise: 99 },
      { amountPaise: 100.5 },
      { currency: 'USD' as 'INR' },
      { referenceId: '' },
      { referenceId: 'R'.repeat(41) },
      { expireBy: new Date(now + 14 * 60_000) },
      { expireBy: new Date(now - 1000) },
      { expireBy: new Date(Number.NaN) },
      { callbackUrl: '/orders/relative' },
      { callbackUrl: 'javascript:alert(1)' },
    ];
    for (const over of bad) {
      const input = link(over);
      const err = await gateway()
        .createPaymentLink(input)
        .catch((e: unknown) => e);
      expect(err, JSON.stringify(over)).toMatchObject({ retryable: false, code: 'INVALID_REQUEST' });
      const rows = await db()
        .select()
        .from(sandboxGatewayLinks)
        .where(eq(sandboxGatewayLinks.referenceId, input.referenceId));
      expect(rows).toEqual([]);
    }
    expect((await gateway().createPaymentLink(link({ expireBy: new Date(now + 16 * 60_000) }))).status).toBe(
      'created',
    );
  });

  it('success: captured, link paid, a signed callback that verifies against the stored ids, payment_link.paid', async () => {
    const input = link();
    const created = await gateway().createPaymentLink(input);
    const other = await gateway().createPaymentLink(link());
    const paid = await gateway().payLink(created.id, { method: 'upi', outcome: 'success' });
    if (paid.kind !== 'success') throw new Error(paid.kind);
    const url = new URL(paid.callbackUrl);
    expect(`${url.origin}${url.pathname}`).toBe(
      `http://localhost:3000/orders/${input.referenceId}/link-return`,
    );
    expect([...url.searchParams.keys()]).toEqual([
      'from',
      'razorpay_payment_id',
      'razorpay_payment_link_id',
      'razorpay_payment_link_reference_id',
      'razorpay_payment_link_status',
      'razorpay_signature',
    ]);
    const cb = callbackOf(paid.callbackUrl);
    expect(cb).toMatchObject({
      paymentId: paid.paymentId,
      linkId: created.id,
      referenceId: input.referenceId,
      status: 'paid',
    });
    const stored = { linkId: created.id, referenceId: input.referenceId };
    expect(gateway().verifyPaymentLinkSignature(stored, cb)).toBe(true);
    const flip = (v: string) => v.slice(0, -1) + (v.endsWith('a') ? 'b' : 'a');
    for (const tampered of [
      { ...cb, signature: flip(cb.signature) },
      { ...cb, paymentId: flip(cb.paymentId) },
      { ...cb, status: 'partially_paid' },
      { ...cb, linkId: other.id },
    ]) {
      expect(gateway().verifyPaymentLinkSignature(stored, tampered)).toBe(false);
    }
    expect(
      gateway().verifyPaymentLinkSignature({ linkId: other.id, referenceId: other.referenceId }, cb),
    ).toBe(false);
    // The checkout signature (order|payment, same key) is another message: it does not pass here.
    const checkout = checkoutSignature(await orderIdOf(created.id), paid.paymentId, SANDBOX_TEST_SECRET);
    expect(gateway().verifyPaymentLinkSignature(stored, { ...cb, signature: checkout })).toBe(false);
    expect(await gateway().fetchPaymentLink(created.id)).toMatchObject({
      status: 'paid',
      amountPaidPaise: 129900,
    });
    const payments = await gateway().fetchPaymentLinkPayments(created.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ id: paid.paymentId, status: 'captured', method: 'upi' });
    expect(payments[0]?.orderId).toBe(await orderIdOf(created.id));

    const got = await events();
    expect(got.map((e) => e.event?.type)).toEqual(['payment.captured', 'order.paid', 'payment_link.paid']);
    const linkEvent = got[2]!;
    expect(linkEvent.event).toMatchObject({
      type: 'payment_link.paid',
      linkId: created.id,
      orderId: payments[0]?.orderId,
      payment: { id: paid.paymentId, status: 'captured' },
    });
    expect(got.slice(0, 2).map((e) => e.event?.linkId)).toEqual([null, null]);
    const body = JSON.parse(linkEvent.d.rawBody.toString()) as Record<string, unknown>;
    expect(body).toMatchObject({
      event: 'payment_link.paid',
      contains: ['payment_link', 'order', 'payment'],
    });
    expect(body.payload).toMatchObject({
      payment_link: {
        entity: {
          id: created.id,
          entity: 'payment_link',
          amount: 129900,
          amount_paid: 129900,
          currency: 'INR',
          reference_id: input.referenceId,
          status: 'paid',
          order_id: payments[0]?.orderId,
        },
      },
      payment: { entity: { id: paid.paymentId } },
      order: { entity: { id: payments[0]?.orderId, status: 'paid' } },
    });
    expect(linkEvent.d.rawBody.toString()).not.toContain('asha@example.com');
    // The same delivery, byte for byte, for tests that replay it.
    expect(gateway().linkEvent(created.id)).toEqual(linkEvent.d);

    expect(await gateway().payLink(created.id, { method: 'card', outcome: 'success' })).toEqual({
      kind: 'already_paid',
    });
    expect(await gateway().cancelPaymentLink(created.id)).toMatchObject({ status: 'paid' });
    expect(await gateway().payLink('plink_SBXnothing0000', { method: 'upi', outcome: 'success' })).toEqual({
      kind: 'not_found',
    });
  });

  it('failure: Razorpay error fields, payment.failed, the link stays payable; a retry succeeds', async () => {
    const created = await gateway().createPaymentLink(link());
    const failed = await gateway().payLink(created.id, { method: 'card', outcome: 'failure' });
    expect(failed).toMatchObject({
      kind: 'failure',
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
    });
    expect((await gateway().fetchPaymentLink(created.id))?.status).toBe('created');
    expect((await events()).map((e) => e.event?.type)).toEqual(['payment.failed']);
    expect((await gateway().payLink(created.id, { method: 'upi', outcome: 'success' })).kind).toBe('success');
    expect((await gateway().fetchPaymentLinkPayments(created.id)).map((p) => p.status)).toEqual([
      'failed',
      'captured',
    ]);
    expect((await events()).map((e) => e.event?.type)).toEqual([
      'payment.captured',
      'order.paid',
      'payment_link.paid',
    ]);
  });

  it('pending, then a late capture: the link becomes paid and payment_link.paid follows order.paid', async () => {
    const created = await gateway().createPaymentLink(link());
    const pending = await gateway().payLink(created.id, { method: 'netbanking', outcome: 'pending' });
    if (pending.kind !== 'pending') throw new Error(pending.kind);
    expect(await events()).toEqual([]);
    expect((await gateway().fetchPaymentLink(created.id))?.status).toBe('created');
    expect((await gateway().capture(pending.paymentId)).kind).toBe('ok');
    expect((await events()).map((e) => e.event?.type)).toEqual([
      'payment.captured',
      'order.paid',
      'payment_link.paid',
    ]);
    expect((await gateway().fetchPaymentLink(created.id))?.status).toBe('paid');
  });

  it('10 concurrent Pay clicks on one link → 1 captured payment, 1 payment_link.paid', async () => {
    const created = await gateway().createPaymentLink(link());
    const results = await Promise.all(
      Array.from({ length: 10 }, () => gateway().payLink(created.id, { method: 'upi', outcome: 'success' })),
    );
    expect(results.filter((r) => r.kind === 'success')).toHaveLength(1);
    expect(results.filter((r) => r.kind === 'already_paid')).toHaveLength(9);
    expect(await gateway().fetchPaymentLinkPayments(created.id)).toHaveLength(1);
    expect((await events()).filter((e) => e.event?.type === 'payment_link.paid')).toHaveLength(1);
  });

  it('expiry (injected clock): expired from expire_by on, no payment through the link or its order', async () => {
    const t0 = new Date('2026-11-21T06:30:00Z');
    const { clock, g } = clocked(t0);
    const input = link({ expireBy: new Date(t0.getTime() + 20 * 60_000) }, t0);
    const created = await g.createPaymentLink(input);
    clock.at = new Date(t0.getTime() + 20 * 60_000 - 1);
    expect((await g.fetchPaymentLink(created.id))?.status).toBe('created');
    clock.at = input.expireBy;
    expect(await g.fetchPaymentLink(created.id)).toMatchObject({ status: 'expired', amountPaidPaise: 0 });
    expect(await g.payLink(created.id, { method: 'upi', outcome: 'success' })).toEqual({ kind: 'expired' });
    expect(await g.fetchPaymentLinkPayments(created.id)).toEqual([]);
    expect(await g.cancelPaymentLink(created.id)).toMatchObject({ status: 'expired' });
    // A late payment straight to the link's order (as at Razorpay) goes through; the link stays expired.
    const orderId = await g.linkOrderId(created.id);
    expect(orderId).toBe(await orderIdOf(created.id));
    expect((await g.pay(orderId ?? '', { method: 'upi', outcome: 'success' })).kind).toBe('success');
    expect(await g.fetchPaymentLink(created.id)).toMatchObject({ status: 'expired', amountPaidPaise: 0 });
    expect((await g.fetchPaymentLinkPayments(created.id)).map((p) => p.status)).toEqual(['captured']);
    expect(await g.linkOrderId('plink_SBXnothing0000')).toBeNull();
    expect(
      await g.createPaymentLink({ ...input, expireBy: new Date(clock.at.getTime() + 3_600_000) }),
    ).toMatchObject({ id: created.id, status: 'expired' });
  });

  it('cancel: created → cancelled; payments refused; a second cancel and an unknown id', async () => {
    const created = await gateway().createPaymentLink(link());
    expect(await gateway().cancelPaymentLink(created.id)).toMatchObject({
      id: created.id,
      status: 'cancelled',
    });
    const [row] = await db().select().from(sandboxGatewayLinks).where(eq(sandboxGatewayLinks.id, created.id));
    expect(row?.cancelledAt).toBeInstanceOf(Date);
    expect(await gateway().payLink(created.id, { method: 'upi', outcome: 'success' })).toEqual({
      kind: 'cancelled',
    });
    expect(await gateway().cancelPaymentLink(created.id)).toMatchObject({ status: 'cancelled' });
    expect(await gateway().cancelPaymentLink('plink_SBXnothing0000')).toBeNull();
    expect(await gateway().fetchPaymentLinkPayments(created.id)).toEqual([]);
    expect(await events()).toEqual([]);
    // A payment racing the cancel reaches the order: captured, no payment_link.paid, link cancelled.
    expect((await gateway().pay(row?.orderId ?? '', { method: 'upi', outcome: 'success' })).kind).toBe(
      'success',
    );
    expect((await events()).map((e) => e.event?.type)).toEqual(['payment.captured', 'order.paid']);
    expect(await gateway().fetchPaymentLink(created.id)).toMatchObject({ status: 'cancelled' });
    expect(() => gateway().linkEvent(created.id)).toThrow(/no payment_link.paid/);
  });

  it('cancel racing 10 Pay clicks: either the link is paid once or cancelled with no capture', async () => {
    for (let round = 0; round < 5; round++) {
      const created = await gateway().createPaymentLink(link());
      const [cancelled, ...pays] = await Promise.all([
        gateway().cancelPaymentLink(created.id),
        ...Array.from({ length: 10 }, () =>
          gateway().payLink(created.id, { method: 'upi', outcome: 'success' }),
        ),
      ]);
      const captured = (await gateway().fetchPaymentLinkPayments(created.id)).filter(
        (p) => p.status === 'captured',
      );
      const final = await gateway().fetchPaymentLink(created.id);
      if (final?.status === 'paid') {
        expect(captured).toHaveLength(1);
        expect(pays.filter((p) => p.kind === 'success')).toHaveLength(1);
        expect(cancelled?.status).toBe('paid');
      } else {
        expect(final?.status).toBe('cancelled');
        expect(captured).toHaveLength(0);
      }
    }
    await events();
  });
});
