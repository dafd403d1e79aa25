import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDbKinds } from '@kavach/db/testing';
import type { DbHandle } from '@kavach/db';
import { buildEmulatorTestApp as buildTestApp } from '../../test/support/emulator-test-app';

describe.each(testDbKinds(process.env.DATABASE_URL))(
  "the Razorpay emulator's payment-link page (decision 053) on %s",
  (kind) => {
    let handle: DbHandle;
    let t: Awaited<ReturnType<typeof buildTestApp>>;
    const clock = { at: new Date(), now: () => clock.at };
    let n = 0;
    /** Each link's page key, from its short URL (decision 043). */
    const keys = new Map<string, string>();
    const keyOf = (shortUrl: string) =>
      new URL(shortUrl, 'http://localhost:3000').searchParams.get('key') ?? '';
    const newLink = async (expireInMs = 86_400_000) => {
      n++;
      const link = await t.gateway.createPaymentLink({
        amountPaise: 249900,
        currency: 'INR',
        referenceId: `KV-RL${n}`,
        description: `Kavach order KV-RL${n}`,
        customer: { name: 'Ravi Kumar', contact: '+919812345678', email: 'ravi@example.com' },
        expireBy: new Date(clock.at.getTime() + expireInMs),
        callbackUrl: `http://localhost:3000/pay/return?ref=KV-RL${n}`,
      });
      keys.set(link.id, keyOf(link.shortUrl));
      return link;
    };
    /** A Pay click on the link's page, which sends the page key of its URL unless the body names one. */
    const pay = (id: string, body: object, headers: Record<string, string> = t.headers) =>
      t.app.inject({
        method: 'POST',
        url: `/razorpay-emulator/payment_links/${id}/pay`,
        headers,
        payload: { key: keys.get(id), ...body },
      });
    const viewWith = (id: string, key: string | undefined) =>
      t.app.inject({
        method: 'GET',
        url: `/razorpay-emulator/payment_links/${id}${key === undefined ? '' : `?key=${encodeURIComponent(key)}`}`,
      });
    const view = (id: string) => viewWith(id, keys.get(id));
    /** An error body without its request id, to compare two answers. */
    const errorOf = (res: { json(): unknown }) => {
      const { request_id: _, ...rest } = res.json() as Record<string, unknown>;
      return rest;
    };

    beforeAll(async () => {
      handle = await createTestDb(kind, process.env.DATABASE_URL);
      t = await buildTestApp(handle, { now: () => clock.at.getTime() });
    });
    afterAll(async () => {
      await t.app.close();
      await handle.close();
    });

    it('GET …/payment_links/:id is the link page: description, amount, reference, customer, Pay and Fail; 404 for an unknown id', async () => {
      const link = await newLink();
      const res = await view(link.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain(`Kavach order ${link.referenceId}`);
      expect(res.body).toContain('₹2,499');
      expect(res.body).toContain(`<span data-testid="emulator-reference">${link.referenceId}</span>`);
      expect(res.body).toContain('for Ravi Kumar');
      expect(res.body).toContain('data-outcome="success"');
      expect(res.body).toContain('data-outcome="failure"');
      expect(res.headers['cache-control']).toBe('no-store');
      // Its own policy: one script, from the same folder; no inline script; never framed.
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.body).toContain('<script src="../link-page.js"></script>');
      expect(res.body.match(/<script/g)).toHaveLength(1);
      const script = await t.app.inject({ method: 'GET', url: '/razorpay-emulator/link-page.js' });
      expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
      const missing = await view('plink_EMUnothing0000');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error_code: 'NOT_FOUND' });
    });

    it("finding 10 (issue 18): without the page key of the link's URL, or with a wrong one, GET and POST answer the 404 of an unknown link — no amount, no reference — and nothing is paid", async () => {
      const link = await newLink();
      const other = await newLink();
      const key = keys.get(link.id)!;
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
      expect(link.shortUrl).toBe(`/api/razorpay-emulator/payment_links/${link.id}?key=${key}`);
      const flipped = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
      const unknown = errorOf(await viewWith('plink_EMUnothing0000', key));
      expect(unknown).toMatchObject({ error_code: 'NOT_FOUND' });
      for (const wrong of [undefined, '', flipped, keys.get(other.id)!, key.slice(0, 22)]) {
        const seen = await viewWith(link.id, wrong);
        expect(seen.statusCode).toBe(404);
        expect(errorOf(seen)).toEqual(unknown);
        expect(seen.body).not.toContain(link.referenceId);
        expect(seen.body).not.toContain('249900');
        expect(seen.body).not.toContain('2,499');
        const paid = await pay(link.id, { method: 'upi', outcome: 'success', key: wrong });
        expect(paid.statusCode).toBe(404);
        expect(errorOf(paid)).toEqual(unknown);
      }
      expect(await t.gateway.fetchPaymentLinkPayments(link.id)).toEqual([]);
      expect((await view(link.id)).statusCode).toBe(200);
    });

    it('POST …/pay is CSRF-protected and strict about its body', async () => {
      const link = await newLink();
      const noToken = await pay(link.id, { method: 'upi', outcome: 'success' }, { cookie: t.headers.cookie });
      expect(noToken.statusCode).toBe(403);
      expect((await pay(link.id, { method: 'cash', outcome: 'success' })).statusCode).toBe(400);
      expect((await pay(link.id, { method: 'upi', outcome: 'success', amount: 1 })).statusCode).toBe(400);
      expect((await pay('plink_EMUnothing0000', { method: 'upi', outcome: 'success' })).statusCode).toBe(404);
      expect(await t.gateway.fetchPaymentLinkPayments(link.id)).toEqual([]);
    });

    it('success answers the callback URL with a signature that verifies; three webhooks reach the endpoint; then 409', async () => {
      const link = await newLink();
      const res = await pay(link.id, { method: 'upi', outcome: 'success' });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { callback_url: string };
      expect(Object.keys(body)).toEqual(['callback_url']);
      const q = new URL(body.callback_url).searchParams;
      expect(q.get('ref')).toBe(link.referenceId);
      const cb = {
        paymentId: q.get('razorpay_payment_id') ?? '',
        linkId: q.get('razorpay_payment_link_id') ?? '',
        referenceId: q.get('razorpay_payment_link_reference_id') ?? '',
        status: q.get('razorpay_payment_link_status') ?? '',
        signature: q.get('razorpay_signature') ?? '',
      };
      expect(cb.status).toBe('paid');
      expect(
        t.gateway.verifyPaymentLinkSignature({ linkId: link.id, referenceId: link.referenceId }, cb),
      ).toBe(true);
      await t.gateway.whenIdle();
      expect(t.received.splice(0)).toEqual([
        { status: 200, type: 'payment.captured' },
        { status: 200, type: 'order.paid' },
        { status: 200, type: 'payment_link.paid' },
      ]);
      expect((await view(link.id)).body).toContain('This payment link has already been paid.');
      const again = await pay(link.id, { method: 'card', outcome: 'success' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        error_code: 'LINK_ALREADY_PAID',
        message: expect.stringMatching(/already been paid/),
      });
    });

    it('failure answers {error: {code, description}}; pending answers {status: pending}; the link stays payable', async () => {
      const link = await newLink();
      const failed = await pay(link.id, { method: 'card', outcome: 'failure' });
      expect(failed.statusCode).toBe(200);
      expect(failed.json()).toEqual({ error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed' } });
      const pending = await pay(link.id, { method: 'netbanking', outcome: 'pending' });
      expect(pending.json()).toEqual({ status: 'pending' });
      expect((await view(link.id)).body).toContain('data-outcome="success"');
      expect(t.gateway.emulator.books.links.get(link.id)?.status).toBe('created');
      await t.gateway.whenIdle();
      expect(t.received.splice(0)).toEqual([{ status: 200, type: 'payment.failed' }]);
    });

    it('409 LINK_CANCELLED after a cancel, LINK_EXPIRED from expire_by on (gateway clock)', async () => {
      const cancelled = await newLink();
      await t.gateway.cancelPaymentLink(cancelled.id);
      const refused = await pay(cancelled.id, { method: 'upi', outcome: 'success' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        error_code: 'LINK_CANCELLED',
        message: expect.stringMatching(/cancelled/),
      });
      expect((await view(cancelled.id)).body).toContain('This payment link was cancelled.');
      expect((await view(cancelled.id)).body).not.toContain('data-outcome');
      await t.gateway.whenIdle();
      expect(t.received.splice(0)).toEqual([]);

      const expiring = await newLink(16 * 60_000);
      const started = clock.at;
      clock.at = expiring.expireBy;
      try {
        expect((await view(expiring.id)).body).toContain('This payment link has expired.');
        const expired = await pay(expiring.id, { method: 'upi', outcome: 'success' });
        expect(expired.statusCode).toBe(409);
        expect(expired.json()).toMatchObject({
          error_code: 'LINK_EXPIRED',
          message: expect.stringMatching(/expired/),
        });
      } finally {
        clock.at = started;
      }
      expect(await t.gateway.fetchPaymentLinkPayments(expiring.id)).toEqual([]);
      await t.gateway.whenIdle();
      expect(t.received.splice(0)).toEqual([]);
    });

    it('NODE_ENV=production: the link routes 404 unless ALLOW_SANDBOX_PAYMENTS', async () => {
      const link = await newLink();
      const prod = await buildTestApp(handle, { nodeEnv: 'production', emulator: t.gateway.emulator });
      const page = `/razorpay-emulator/payment_links/${link.id}?key=${keys.get(link.id)}`;
      expect((await prod.app.inject({ method: 'GET', url: page })).statusCode).toBe(404);
      const post = await prod.app.inject({
        method: 'POST',
        url: `/razorpay-emulator/payment_links/${link.id}/pay`,
        headers: prod.headers,
        payload: { method: 'upi', outcome: 'success', key: keys.get(link.id) },
      });
      expect(post.statusCode).toBe(404);
      await prod.app.close();
      const demo = await buildTestApp(handle, {
        nodeEnv: 'production',
        allowInProduction: true,
        emulator: t.gateway.emulator,
      });
      expect((await demo.app.inject({ method: 'GET', url: page })).statusCode).toBe(200);
      await demo.app.close();
      expect(await t.gateway.fetchPaymentLinkPayments(link.id)).toEqual([]);
    });
  },
);
