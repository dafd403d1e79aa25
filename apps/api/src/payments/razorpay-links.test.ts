import { describe, expect, it } from 'vitest';
import type { CreatePaymentLink, PaymentLinkCallback } from './gateway';
import { KEY_SECRET, useFakeRazorpay, WEBHOOK_SECRET } from '../../test/support/razorpay-harness';

const { fake, gatewayFor, failure, errors } = useFakeRazorpay();

const linkInput = (n: string, over: Partial<CreatePaymentLink> = {}): CreatePaymentLink => ({
  amountPaise: 249900,
  currency: 'INR',
  referenceId: `KV-${n}-L1`,
  description: `Kavach order KV-${n}`,
  customer: { name: 'Meera Iyer', contact: '+919600000001', email: 'meera@example.in' },
  expireBy: new Date(Date.now() + 86_400_000),
  callbackUrl: `https://kavach.example.in/pay/link-return?order=KV-${n}`,
  ...over,
});
const withReference = (ref: string) => [...fake().books.links.values()].filter((l) => l.reference_id === ref);
const callbackOf = (q: Record<string, string>): PaymentLinkCallback => ({
  paymentId: q.razorpay_payment_id ?? '',
  linkId: q.razorpay_payment_link_id ?? '',
  referenceId: q.razorpay_payment_link_reference_id ?? '',
  status: q.razorpay_payment_link_status ?? '',
  signature: q.razorpay_signature ?? '',
});

describe('RazorpayGateway payment links against a fake Razorpay on 127.0.0.1', () => {
  it('creates (notify off, GET callback), fetches and cancels; a second create returns the first link', async () => {
    const g = gatewayFor();
    const input = linkInput('basic');
    const created = await g.createPaymentLink(input);
    expect(created.id).toMatch(/^plink_[A-Za-z0-9]+$/);
    expect(created).toMatchObject({
      amountPaise: 249900,
      amountPaidPaise: 0,
      currency: 'INR',
      referenceId: 'KV-basic-L1',
      status: 'created',
      expireBy: new Date(Math.ceil(input.expireBy.getTime() / 1000) * 1000),
    });
    expect(created.shortUrl).toMatch(/^https:\/\/rzp\.io\/i\//);
    expect(fake().books.links.get(created.id)).toMatchObject({
      accept_partial: false,
      notify: { sms: false, email: false },
      reminder_enable: false,
      callback_url: input.callbackUrl,
      callback_method: 'get',
      customer: input.customer,
      description: input.description,
    });
    expect(await g.fetchPaymentLink(created.id)).toEqual(created);

    const before = fake().linksCreated();
    expect(await g.createPaymentLink(input)).toEqual(created);
    expect(await gatewayFor().createPaymentLink(input)).toEqual(created);
    expect(fake().linksCreated()).toBe(before);
    const conflict = await failure(g.createPaymentLink({ ...input, amountPaise: 100000 }));
    expect(conflict).toMatchObject({ retryable: false, code: 'REFERENCE_CONFLICT' });

    expect(await g.cancelPaymentLink(created.id)).toMatchObject({ id: created.id, status: 'cancelled' });
    expect(await g.cancelPaymentLink(created.id)).toMatchObject({ status: 'cancelled' });
    expect((await g.fetchPaymentLink(created.id))?.status).toBe('cancelled');
  });

  it('unknown or malformed ids: fetch → null, payments → [], cancel → null (no path injection)', async () => {
    const g = gatewayFor();
    expect(await g.fetchPaymentLink('plink_DoesNotExist01')).toBeNull();
    expect(await g.fetchPaymentLink('../v1/orders')).toBeNull();
    expect(await g.fetchPaymentLinkPayments('plink_DoesNotExist01')).toEqual([]);
    expect(await g.cancelPaymentLink('plink_DoesNotExist01')).toBeNull();
    expect(await g.cancelPaymentLink('plink_x/../../v1/orders')).toBeNull();
  });

  it('payments of a link (each fetched with its own order id); the callback signature; payment_link.paid parses', async () => {
    const g = gatewayFor();
    const input = linkInput('paid');
    const created = await g.createPaymentLink(input);
    expect(await g.fetchPaymentLinkPayments(created.id)).toEqual([]);
    fake().payLink(created.id, 'failed');
    const { payment, query } = fake().payLink(created.id, 'captured', { method: 'card' });
    const orderId = fake().books.links.get(created.id)?.order_id;
    expect(orderId).toMatch(/^order_/);

    const payments = await g.fetchPaymentLinkPayments(created.id);
    expect(payments.map((p) => [p.status, p.method, p.amountPaise, p.orderId])).toEqual([
      ['failed', 'upi', 249900, orderId],
      ['captured', 'card', 249900, orderId],
    ]);
    expect(await g.fetchPaymentLink(created.id)).toMatchObject({ status: 'paid', amountPaidPaise: 249900 });

    const stored = { linkId: created.id, referenceId: input.referenceId };
    const cb = callbackOf(query);
    expect(cb).toMatchObject({ paymentId: payment.id, status: 'paid' });
    expect(g.verifyPaymentLinkSignature(stored, cb)).toBe(true);
    expect(g.verifyPaymentLinkSignature(stored, { ...cb, paymentId: payments[0]!.id })).toBe(false);
    expect(g.verifyPaymentLinkSignature({ ...stored, referenceId: 'KV-other-L1' }, cb)).toBe(false);
    expect(gatewayFor(undefined, 'another_key_secret').verifyPaymentLinkSignature(stored, cb)).toBe(false);

    const delivery = fake().webhooks.linkPaid(created.id, WEBHOOK_SECRET);
    const event = await fake().webhooks.deliver((raw, headers) => g.parseWebhook(raw, headers), delivery);
    expect(event).toMatchObject({
      type: 'payment_link.paid',
      linkId: created.id,
      orderId,
      payment: { id: payment.id, status: 'captured', amountPaise: 249900, orderId },
    });
    // Razorpay refuses to cancel a paid link: the link comes back as it is.
    expect(await g.cancelPaymentLink(created.id)).toMatchObject({ status: 'paid' });
  });

  it('refuses a bad request locally (amount, reference, expiry under 15 minutes, callback URL) without calling Razorpay', async () => {
    const before = fake().requests.length;
    const g = gatewayFor();
    for (const over of [
      { amountPaise: 99 },
      { referenceId: 'R'.repeat(41) },
      { expireBy: new Date(Date.now() + 10 * 60_000) },
      { callbackUrl: '/relative/return' },
    ]) {
      expect(await failure(g.createPaymentLink(linkInput('bad', over)))).toMatchObject({
        retryable: false,
        code: 'INVALID_REQUEST',
      });
    }
    expect(fake().requests.length).toBe(before);
  });

  it('T8.12 a create whose answer is lost after the link was made (hang): the look-up by reference_id returns it', async () => {
    fake().setFaults({
      rate: 1,
      kinds: ['hang'],
      phase: 'after',
      match: (m, p) => m === 'POST' && p === '/v1/payment_links',
    });
    const g = gatewayFor(800);
    const input = linkInput('hang-after');
    const link = await g.createPaymentLink(input);
    expect(withReference(input.referenceId).map((l) => l.id)).toEqual([link.id]);
    fake().setFaults(null);
    expect((await g.createPaymentLink(input)).id).toBe(link.id);
    expect(withReference(input.referenceId)).toHaveLength(1);
  });

  it('T8.11 a create that hangs before taking effect: a clean retryable TIMEOUT, then one link on retry', async () => {
    fake().setFaults({
      rate: 1,
      kinds: ['hang'],
      match: (m, p) => m === 'POST' && p === '/v1/payment_links',
    });
    const g = gatewayFor(800);
    const input = linkInput('hang-before');
    expect(await failure(g.createPaymentLink(input))).toMatchObject({ retryable: true, code: 'TIMEOUT' });
    expect(withReference(input.referenceId)).toHaveLength(0);
    fake().setFaults(null);
    const link = await g.createPaymentLink(input);
    expect(withReference(input.referenceId).map((l) => l.id)).toEqual([link.id]);
  });

  it('T8.12 a 500 after the link was made, with the look-up failing too: a retry gets "already exists" and the same link', async () => {
    fake().setFaults({
      rate: 1,
      kinds: ['500'],
      phase: 'after',
      match: (_m, p) => p === '/v1/payment_links',
    });
    const g = gatewayFor();
    const input = linkInput('e500');
    expect(await failure(g.createPaymentLink(input))).toMatchObject({ retryable: true, status: 500 });
    const [made] = withReference(input.referenceId);
    expect(made).toBeDefined();
    fake().setFaults(null);
    const requests = fake().requests.length;
    const link = await g.createPaymentLink(input);
    expect(link.id).toBe(made?.id);
    expect(withReference(input.referenceId)).toHaveLength(1);
    expect(
      fake()
        .requests.slice(requests)
        .map((r) => `${r.method} ${r.path.split('?')[0]}`),
    ).toEqual(['POST /v1/payment_links', 'GET /v1/payment_links']);
  });

  it('T8.12 20 concurrent creates with one reference id, from two gateway instances, 300 ms latency → 1 link', async () => {
    fake().setLatency((m, p) => (m === 'POST' && p === '/v1/payment_links' ? 300 : 0));
    const [a, b] = [gatewayFor(), gatewayFor()];
    const input = linkInput('concurrent');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).createPaymentLink(input)),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(withReference(input.referenceId)).toHaveLength(1);
  });

  it('no link error carries the key secret or the Basic credentials', () => {
    expect(errors.length).toBeGreaterThan(0);
    for (const err of errors) {
      const text = `${String(err)} ${JSON.stringify(err)} ${(err as Error).stack ?? ''}`;
      expect(text).not.toContain(KEY_SECRET);
      expect(text).not.toContain(Buffer.from(`rzp_test_fake0001:${KEY_SECRET}`).toString('base64'));
    }
  });
});
