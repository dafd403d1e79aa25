import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  insertServiceRequest,
  outbox,
  serviceRequestEvents,
  serviceRequests,
  srDocuments,
  srTimers,
  updateCustomerPlan,
} from '@kavach/db';
import { INSURER_MESSAGE } from '@kavach/domain';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { rowCounts } from '../../../test/support/db-snapshot';
import { devicePhoto, invoicePdf } from '../../../test/support/activation-test-helpers';
import { browser } from '../../../test/support/customer-test-helpers';
import {
  customerWithPlans,
  invoiceAndPhoto,
  isoPlus,
  newToken,
  ticketBody,
  uploadSr,
} from '../../../test/support/sr-test-helpers';

type Owner = Awaited<ReturnType<typeof customerWithPlans>>;

describe.each(DB_KINDS)('self-serve: raise a service request (issue 20 §1, spec §7) (%s)', (kind) => {
  let f: Fixture;
  /** EW phone (breakdown cover, no co-pay) and spills & drops phone (damage cover, co-pay). */
  let a: Owner;
  let ew: string;
  let sd: string;
  /** Another customer: every route on a's things answers 404 (T16.1). */
  let other: Owner;

  beforeAll(async () => {
    f = await createFixture(kind);
    a = await customerWithPlans(f, [
      { sku: 'EW-MOBILE-PHONE' },
      { sku: 'SD-MOBILE-PHONE', price: 7_000_000 },
    ]);
    ew = a.plans[0]!.tokenizedOsid;
    sd = a.plans[1]!.tokenizedOsid;
    other = await customerWithPlans(f, [{ sku: 'EW-MOBILE-PHONE' }]);
  }, 120_000);
  afterAll(() => f?.close());

  const requestsOf = (customerId: number) =>
    f.handle.db.select().from(serviceRequests).where(eq(serviceRequests.customerId, customerId));

  describe('the flow’s reads', () => {
    it('order_items lists the caller’s plans, each raisable with no restriction', async () => {
      const res = await a.b.call('GET', '/v3/selfserve/order_items');
      expect(res.statusCode).toBe(200);
      const items = res.json().data.items as {
        tokenized_osid: string;
        restriction: unknown;
        plan_status: string;
      }[];
      expect(items.map((i) => i.tokenized_osid).sort()).toEqual([ew, sd].sort());
      for (const i of items) {
        expect(i.plan_status).toBe('Active');
        expect(i.restriction).toBeNull();
      }
      const one = await a.b.call('GET', `/v3/selfserve/order_item/${ew}`);
      expect(one.statusCode).toBe(200);
      expect(one.json().data.device.brand).toBe('Samsung');
    });

    it('plan_covers: the claim covers with co-pay, yearly limit and documents (domain facts §5, §8)', async () => {
      const res = await a.b.call('GET', `/v3/selfserve/plan_covers?osid=${sd}`);
      expect(res.statusCode).toBe(200);
      const [cover] = res.json().data.covers;
      expect(cover).toMatchObject({
        cover_id: 'accidental_damage',
        type: 'damage',
        claims_per_year: 2,
        // max(₹599, 5 % of ₹70,000) = ₹3,500
        copay_amount: 350_000,
        documents_required: ['invoice', 'photo'],
        process_types: ['mail-in', 'carry-in'],
      });
      const ewCovers = (await a.b.call('GET', `/v3/selfserve/plan_covers?osid=${ew}`)).json().data.covers;
      expect(ewCovers[0]).toMatchObject({
        cover_id: 'breakdown',
        copay_amount: 0,
        documents_required: ['invoice'],
      });
    });

    it('category_issues: spec §5 — only problems valid for the plan’s type, display_order first, nulls last', async () => {
      const res = await a.b.call('GET', `/v3/selfserve/category_issues?osid=${sd}`);
      expect(res.statusCode).toBe(200);
      const issues = res.json().data.issues as { name: string; display_order: number | null }[];
      expect(issues.map((i) => i.name)).toContain('Liquid damage');
      expect(issues.map((i) => i.name)).not.toContain('Not charging');
      const orders = issues.map((i) => i.display_order);
      const firstNull = orders.indexOf(null);
      expect(firstNull).toBeGreaterThan(0);
      expect(orders.slice(firstNull).every((o) => o === null)).toBe(true);
      const ordered = orders.slice(0, firstNull) as number[];
      expect([...ordered].sort((x, y) => x - y)).toEqual(ordered);
    });

    it('category_details, sr_pincode_detail (PIN → city, serviceable or not), restriction and disclaimer', async () => {
      const details = (await a.b.call('GET', `/v3/selfserve/category_details?osid=${ew}`)).json().data;
      expect(details).toMatchObject({ category: 'mobile-phone', imei_required: true, serial_required: true });
      const served = (
        await a.b.call('GET', `/v3/selfserve/sr_pincode_detail?pincode=400050&osid=${ew}`)
      ).json().data;
      expect(served).toMatchObject({ pincode: '400050', serviceable: true });
      expect(served.process_types).toEqual(expect.arrayContaining(['mail-in', 'carry-in']));
      expect(served.city).toBeTruthy();
      const far = await a.b.call('GET', '/v3/selfserve/sr_pincode_detail?pincode=791111');
      expect(far.statusCode).toBe(200);
      expect(far.json().data).toMatchObject({ serviceable: false, process_types: [] });
      const r = await a.b.call('GET', `/selfserve/is_selfserve_restricted?osid=${ew}`);
      expect(r.json()).toEqual({ restricted: false, code: null, message: null });
      const d = await a.b.call('GET', `/v3/disclaimer/get_ticket?osid=${sd}&cover_id=accidental_damage`);
      expect(d.statusCode).toBe(200);
      expect(d.json().data.points.join(' ')).toContain('₹599');
    });

    it('copay/get_amount says what the customer pays before submitting', async () => {
      const res = await a.b.call('GET', `/v3/copay/get_amount?osid=${sd}&cover_id=accidental_damage`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ amount: 350_000, remaining_cover_after: 7_000_000 });
      expect(res.json().data.message).toMatch(/^You will pay ₹3,500; ₹70,000 of cover remains/);
      const bad = await a.b.call('GET', `/v3/copay/get_amount?osid=${sd}&cover_id=theft`);
      expect(bad.statusCode).toBe(404);
      expect(bad.json().error_code).toBe('COVER_NOT_FOUND');
    });

    it('self-serve slot_availability: the plan decides (a phone is picked up: next day on, both slots)', async () => {
      const res = await a.b.call(
        'GET',
        `/v4/app:website/fms/service/slot_availability?application=selfserve&osid=${ew}&cover_names=breakdown`,
      );
      expect(res.statusCode).toBe(200);
      const days = Object.keys(res.json().data);
      expect(days[0]).toBe(isoPlus(f, 1));
      const foreign = await a.b.call(
        'GET',
        `/v4/app:website/fms/service/slot_availability?application=selfserve&osid=${other.plans[0]!.tokenizedOsid}`,
      );
      expect(foreign.statusCode).toBe(404);
    });

    it('every self-serve read needs sign-in (401 SIGN_IN_REQUIRED)', async () => {
      const anon = await browser(f);
      for (const url of [
        '/v3/selfserve/order_items',
        `/v3/selfserve/plan_covers?osid=${ew}`,
        `/selfserve/is_selfserve_restricted?osid=${ew}`,
      ]) {
        const res = await anon.call('GET', url);
        expect(res.statusCode, url).toBe(401);
        expect(res.json().error_code).toBe('SIGN_IN_REQUIRED');
      }
    });
  });

  describe('documents', () => {
    it('an upload is sniffed and stored, unattached, for its owner only', async () => {
      const res = await uploadSr(f, a.b, ew, invoicePdf(), { type: 'invoice', name: 'bill.pdf' });
      expect(res.statusCode).toBe(200);
      const ref = res.json().data;
      expect(ref).toMatchObject({ type: 'invoice', source: 'website selfserve' });
      expect(ref.url).toMatch(/^\/v3\/selfserve\/documents\/[A-Za-z0-9_-]{16,64}$/);
      const own = await a.b.call('GET', ref.url);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-disposition']).toContain('attachment');
      const foreign = await other.b.call('GET', ref.url);
      expect(foreign.statusCode).toBe(404);
    });

    it('bad uploads: not a document (415/400), wrong content type (415), another’s plan (404), a bad type header (400); nothing stored', async () => {
      const before = await rowCounts(f.handle.db);
      const text = await uploadSr(f, a.b, ew, Buffer.from('hello, not a document'));
      expect(text.statusCode).toBeGreaterThanOrEqual(400);
      expect(text.statusCode).toBeLessThan(500);
      expect(text.json().error_code).toMatch(/^DOCUMENT_|UNSUPPORTED/);
      const json = await uploadSr(f, a.b, ew, invoicePdf(), { contentType: 'application/json' });
      expect(json.statusCode).toBe(415);
      const foreign = await uploadSr(f, a.b, other.plans[0]!.tokenizedOsid, invoicePdf());
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error_code).toBe('PLAN_NOT_FOUND');
      const badType = await uploadSr(f, a.b, ew, devicePhoto(), { type: 'selfie' });
      expect(badType.statusCode).toBe(400);
      expect(await rowCounts(f.handle.db)).toEqual(before);
    });
  });

  describe('create_ticket', () => {
    it('a breakdown claim with its invoice is approved at once: confirmed, history raised → confirmed by system:adjudicate, SLA timer, SMS and email', async () => {
      const [invoice] = await invoiceAndPhoto(f, a.b, ew);
      const body = ticketBody(f, ew, { documents: [invoice] });
      const res = await a.b.call('POST', '/v3/selfserve/create_ticket', body);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        status: 'confirmed',
        outcome: 'approved',
        reasons: [],
        copay_amount: 0,
        is_copay_temp_sr: false,
        temp_sr_id: null,
      });
      expect(data.sr_id).toMatch(/^\d{6}-\d{6}$/);
      expect(data.tracker_url).toBe(`/selfserve/tracker/service-request/${data.sr_id}`);
      const [row] = await f.handle.db
        .select()
        .from(serviceRequests)
        .where(eq(serviceRequests.srRef, data.sr_id));
      expect(row).toMatchObject({
        process: 'pick_drop',
        coverId: 'breakdown',
        idempotencyKey: body.token_id,
      });
      expect(row!.address?.lat).toEqual(expect.any(Number));
      expect(row!.dueAt).not.toBeNull();
      const events = await f.handle.db
        .select()
        .from(serviceRequestEvents)
        .where(eq(serviceRequestEvents.serviceRequestId, row!.id));
      expect(events.map((e) => [e.fromStatus, e.toStatus, e.actor.split(':')[0]])).toEqual([
        [null, 'raised', 'customer'],
        ['raised', 'confirmed', 'system'],
      ]);
      expect(events[1]!.actor).toBe('system:adjudicate');
      const timers = await f.handle.db.select().from(srTimers).where(eq(srTimers.serviceRequestId, row!.id));
      expect(timers).toEqual([expect.objectContaining({ kind: 'sla_breach', forStatus: 'confirmed' })]);
      const docs = await f.handle.db
        .select()
        .from(srDocuments)
        .where(eq(srDocuments.serviceRequestId, row!.id));
      expect(docs.map((d) => d.kind)).toEqual(['invoice']);
      const sent = await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'sr_milestone'));
      const mine = sent.filter((m) => (m.payload as { sr_id?: string }).sr_id === data.sr_id);
      expect(mine.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      // The account's requests list shows it with its real status.
      const list = (await a.b.call('GET', '/v3/customer/requests')).json().requests as {
        sr_id: string;
        status: string;
      }[];
      expect(list.find((r) => r.sr_id === data.sr_id)?.status).toBe('confirmed');
    });

    it('a claim without its required documents goes to the desk under review, with the reason in plain words (T16.7)', async () => {
      const res = await a.b.call('POST', '/v3/selfserve/create_ticket', ticketBody(f, ew));
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'under_review', outcome: 'review' });
      expect(res.json().data.reasons).toEqual([
        { code: 'DOCUMENTS_MISSING', message: 'We still need the purchase invoice.' },
      ]);
    });

    it('is idempotent on token_id: a retry answers the same request (T16.2)', async () => {
      const body = ticketBody(f, ew);
      const first = await a.b.call('POST', '/v3/selfserve/create_ticket', body);
      const again = await a.b.call('POST', '/v3/selfserve/create_ticket', body);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual(first.json().data);
      const rows = (await requestsOf(a.customer.id)).filter((r) => r.idempotencyKey === body.token_id);
      expect(rows).toHaveLength(1);
    });

    it('T16.2: 50 parallel create_ticket with one token_id make exactly 1 request', async () => {
      const body = ticketBody(f, ew);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => a.b.call('POST', '/v3/selfserve/create_ticket', body)),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
      expect(new Set(answers.map((r) => r.json().data.sr_id)).size).toBe(1);
      const rows = (await requestsOf(a.customer.id)).filter((r) => r.idempotencyKey === body.token_id);
      expect(rows).toHaveLength(1);
      const events = await f.handle.db
        .select()
        .from(serviceRequestEvents)
        .where(eq(serviceRequestEvents.serviceRequestId, rows[0]!.id));
      expect(events).toHaveLength(2);
    }, 60_000);

    it('a damage claim owes its co-pay first: a temporary request, awaiting_copay, with an expiry timer', async () => {
      const docs = await invoiceAndPhoto(f, a.b, sd);
      const res = await a.b.call(
        'POST',
        '/v3/selfserve/create_ticket',
        ticketBody(f, sd, { cover_id: 'accidental_damage', problems: ['Screen cracked'], documents: docs }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        status: 'awaiting_copay',
        outcome: 'approved',
        copay_amount: 350_000,
        is_copay_temp_sr: true,
        temp_sr_id: data.sr_id,
      });
      const [row] = await f.handle.db
        .select()
        .from(serviceRequests)
        .where(eq(serviceRequests.srRef, data.sr_id));
      expect(row).toMatchObject({ copayStatus: 'due' });
      expect(row!.copayDueBy!.getTime()).toBe(f.clock.now().getTime() + 30 * 60_000);
      const timers = await f.handle.db.select().from(srTimers).where(eq(srTimers.serviceRequestId, row!.id));
      expect(timers).toEqual([
        expect.objectContaining({ kind: 'copay_expiry', forStatus: 'awaiting_copay' }),
      ]);
    });

    it('T16.7: the 3rd damage claim in a plan year goes to review with CLAIM_LIMIT_REACHED and its message', async () => {
      // The previous test made the 1st; one more, then the 3rd.
      const second = await a.b.call(
        'POST',
        '/v3/selfserve/create_ticket',
        ticketBody(f, sd, {
          cover_id: 'accidental_damage',
          problems: ['Liquid damage'],
          documents: await invoiceAndPhoto(f, a.b, sd),
        }),
      );
      expect(second.json().data.outcome).toBe('approved');
      const third = await a.b.call(
        'POST',
        '/v3/selfserve/create_ticket',
        ticketBody(f, sd, {
          cover_id: 'accidental_damage',
          problems: ['Screen cracked'],
          documents: await invoiceAndPhoto(f, a.b, sd),
        }),
      );
      expect(third.statusCode).toBe(200);
      expect(third.json().data.outcome).toBe('review');
      expect(third.json().data.reasons).toEqual([
        {
          code: 'CLAIM_LIMIT_REACHED',
          message: 'Accidental and liquid damage allows 2 requests in a plan year; this would be the 3rd.',
        },
      ]);
      const used = (await a.b.call('GET', `/v3/selfserve/plan_covers?osid=${sd}`)).json().data.covers[0];
      expect(used.claims_used_this_year).toBe(3);
    });

    it('bad input: 4xx with an error_code and a readable message, nothing written', async () => {
      const before = await rowCounts(f.handle.db);
      const foreignDoc = (await uploadSr(f, other.b, other.plans[0]!.tokenizedOsid, invoicePdf())).json()
        .data;
      const afterUpload = await rowCounts(f.handle.db);
      const cases: [string, Record<string, unknown>, number, string][] = [
        ['unknown field', { ...ticketBody(f, ew), extra: 1 }, 400, ''],
        ['< in a field', ticketBody(f, ew, { comments: '<script>' }), 400, ''],
        ['cover not in plan', ticketBody(f, ew, { cover_id: 'accidental_damage' }), 404, 'COVER_NOT_FOUND'],
        ['process type', ticketBody(f, ew, { process_type: 'at-home' }), 400, 'PROCESS_TYPE_NOT_ALLOWED'],
        ['unknown problem', ticketBody(f, ew, { problems: ['Exploded'] }), 400, 'PROBLEM_UNKNOWN'],
        ['no problem', ticketBody(f, ew, { problems: [] }), 400, 'PROBLEM_REQUIRED'],
        ['future incident', ticketBody(f, ew, { incident_date: isoPlus(f, 3) }), 400, 'INCIDENT_IN_FUTURE'],
        [
          'PIN not served',
          ticketBody(f, ew, { customer_details: { pincode: '791111' } }),
          400,
          'PINCODE_NOT_SERVICEABLE',
        ],
        [
          'slot in the past',
          ticketBody(f, ew, { customer_details: { appointment_date: isoPlus(f, -1) } }),
          400,
          'SLOT_NOT_AVAILABLE',
        ],
        [
          'second preference half given',
          ticketBody(f, ew, { customer_details: { appointment_date_1: isoPlus(f, 2) } }),
          400,
          'APPOINTMENT_INCOMPLETE',
        ],
        [
          'another customer’s document',
          ticketBody(f, ew, { documents: [foreignDoc] }),
          400,
          'DOCUMENT_NOT_FOUND',
        ],
        [
          'another customer’s plan (T16.1)',
          ticketBody(f, other.plans[0]!.tokenizedOsid),
          404,
          'PLAN_NOT_FOUND',
        ],
        [
          'reopen of an unknown request',
          ticketBody(f, ew, { sr_ref_no: '261121-999999' }),
          404,
          'SR_NOT_FOUND',
        ],
      ];
      for (const [name, body, status, code] of cases) {
        const res = await a.b.call('POST', '/v3/selfserve/create_ticket', body);
        expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
        const err = res.json();
        if (code) expect(err.error_code, name).toBe(code);
        expect(typeof err.error_code).toBe('string');
        expect(err.message.length, name).toBeGreaterThan(5);
      }
      expect(before).not.toEqual(afterUpload);
      expect(await rowCounts(f.handle.db)).toEqual(afterUpload);
    });

    it('T16.1: another customer’s plan answers 404 on every self-serve read', async () => {
      const theirs = a.plans[0]!.tokenizedOsid;
      for (const url of [
        `/v3/selfserve/order_item/${theirs}`,
        `/v3/selfserve/plan_covers?osid=${theirs}`,
        `/v3/selfserve/category_issues?osid=${theirs}`,
        `/v3/selfserve/category_details?osid=${theirs}`,
        `/v3/selfserve/sr_pincode_detail?pincode=400050&osid=${theirs}`,
        `/selfserve/is_selfserve_restricted?osid=${theirs}`,
        `/v3/copay/get_amount?osid=${theirs}&cover_id=breakdown`,
        `/v3/disclaimer/get_ticket?osid=${theirs}&cover_id=breakdown`,
      ]) {
        const res = await other.b.call('GET', url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error_code).toBe('PLAN_NOT_FOUND');
      }
      const items = (await other.b.call('GET', '/v3/selfserve/order_items')).json().data.items as {
        tokenized_osid: string;
      }[];
      expect(items.map((i) => i.tokenized_osid)).toEqual([other.plans[0]!.tokenizedOsid]);
    });
  });

  describe('co-pay source and concurrency', () => {
    it('spec §5: a salespro plan with a contact_token pays after — the request is real at once, co-pay still due', async () => {
      const sp = await customerWithPlans(f, [
        { sku: 'SD-MOBILE-PHONE', price: 7_000_000, channel: 'salespro' },
      ]);
      const osid = sp.plans[0]!.tokenizedOsid;
      const body = (token: string | null) =>
        ticketBody(f, osid, {
          cover_id: 'accidental_damage',
          problems: ['Screen cracked'],
          contact_token: token,
        });
      const withToken = await sp.b.call('POST', '/v3/selfserve/create_ticket', {
        ...body('ct_123'),
        documents: await invoiceAndPhoto(f, sp.b, osid),
      });
      expect(withToken.statusCode, withToken.body).toBe(200);
      expect(withToken.json().data).toMatchObject({
        status: 'confirmed',
        is_copay_temp_sr: false,
        temp_sr_id: null,
        copay_amount: 350_000,
      });
      const [row] = await f.handle.db
        .select()
        .from(serviceRequests)
        .where(eq(serviceRequests.srRef, withToken.json().data.sr_id));
      expect(row).toMatchObject({ copayStatus: 'due', copayDueBy: null });
      // Without the token the same plan's request is temporary.
      const without = await sp.b.call('POST', '/v3/selfserve/create_ticket', {
        ...body(null),
        documents: await invoiceAndPhoto(f, sp.b, osid),
      });
      expect(without.json().data).toMatchObject({ status: 'awaiting_copay', is_copay_temp_sr: true });
    });

    it('T16.7: 6 parallel damage claims with distinct keys on one plan — exactly 2 approved, the rest to review with CLAIM_LIMIT_REACHED', async () => {
      const owner = await customerWithPlans(f, [{ sku: 'SD-MOBILE-PHONE', price: 7_000_000 }]);
      const osid = owner.plans[0]!.tokenizedOsid;
      const docs = await Promise.all(Array.from({ length: 6 }, () => invoiceAndPhoto(f, owner.b, osid)));
      const answers = await Promise.all(
        docs.map((d) =>
          owner.b.call(
            'POST',
            '/v3/selfserve/create_ticket',
            ticketBody(f, osid, { cover_id: 'accidental_damage', problems: ['Liquid damage'], documents: d }),
          ),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
      const outcomes = answers.map((r) => r.json().data.outcome as string);
      expect(outcomes.filter((o) => o === 'approved')).toHaveLength(2);
      for (const r of answers.filter((x) => x.json().data.outcome === 'review'))
        expect(r.json().data.reasons.map((x: { code: string }) => x.code)).toEqual(['CLAIM_LIMIT_REACHED']);
      expect(new Set(answers.map((r) => r.json().data.sr_id)).size).toBe(6);
    }, 60_000);
  });

  describe('restrictions (spec §4, §8)', () => {
    it('an insurer-channel plan: the §8 insurer message, and create_ticket refused with it', async () => {
      const ins = await customerWithPlans(f, [{ sku: 'EW-MOBILE-PHONE', channel: 'insurer' }]);
      const osid = ins.plans[0]!.tokenizedOsid;
      const item = (await ins.b.call('GET', `/v3/selfserve/order_item/${osid}`)).json().data;
      expect(item.insurer_message).toBe(INSURER_MESSAGE);
      expect(item.restriction).toEqual({ code: 'INSURER_CHANNEL', message: INSURER_MESSAGE });
      const before = await rowCounts(f.handle.db);
      const res = await ins.b.call('POST', '/v3/selfserve/create_ticket', ticketBody(f, osid));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error_code: 'INSURER_CHANNEL', message: INSURER_MESSAGE });
      expect(await rowCounts(f.handle.db)).toEqual(before);
    });

    it('a plan awaiting activation is refused with the reason in words, nothing written', async () => {
      const owner = await customerWithPlans(f, [{ sku: 'EW-MOBILE-PHONE' }]);
      const plan = owner.plans[0]!;
      await updateCustomerPlan(f.handle.db, plan.id, {
        registration: 'pending',
        activationDeadline: isoPlus(f, 20),
      });
      const restricted = (
        await owner.b.call('GET', `/selfserve/is_selfserve_restricted?osid=${plan.tokenizedOsid}`)
      ).json();
      expect(restricted).toMatchObject({ restricted: true, code: 'ACTIVATION_PENDING' });
      const before = await rowCounts(f.handle.db);
      const res = await owner.b.call(
        'POST',
        '/v3/selfserve/create_ticket',
        ticketBody(f, plan.tokenizedOsid),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error_code: 'ACTIVATION_PENDING',
        message: 'Activate this plan first: a request can be raised once the plan is active.',
      });
      expect(await rowCounts(f.handle.db)).toEqual(before);
    });
  });

  describe('reopen (the 90-day post-service warranty)', () => {
    let parentRef = '';
    let oldRef = '';
    beforeAll(async () => {
      const now = f.clock.now();
      const plan = a.plans[0]!;
      parentRef = '261101-000777';
      oldRef = '260601-000778';
      await insertServiceRequest(f.handle.db, {
        srRef: parentRef,
        customerId: a.customer.id,
        customerPlanId: plan.id,
        coverTitle: 'Breakdown repair',
        process: 'pick_drop',
        status: 'closed',
        closedAt: new Date(now.getTime() - 10 * 86_400_000),
        createdAt: new Date(now.getTime() - 20 * 86_400_000),
        updatedAt: new Date(now.getTime() - 10 * 86_400_000),
      });
      await insertServiceRequest(f.handle.db, {
        srRef: oldRef,
        customerId: a.customer.id,
        customerPlanId: plan.id,
        coverTitle: 'Breakdown repair',
        process: 'pick_drop',
        status: 'closed',
        closedAt: new Date(now.getTime() - 91 * 86_400_000),
        createdAt: new Date(now.getTime() - 100 * 86_400_000),
        updatedAt: new Date(now.getTime() - 91 * 86_400_000),
      });
    });

    it('within 90 days of closure, with a reason: a new request linked to its parent, approved', async () => {
      const res = await a.b.call(
        'POST',
        '/v3/selfserve/create_ticket',
        ticketBody(f, ew, { sr_ref_no: parentRef, sr_reopen_reason: 'same_issue' }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ outcome: 'approved', status: 'confirmed' });
      const [parent] = await f.handle.db
        .select()
        .from(serviceRequests)
        .where(eq(serviceRequests.srRef, parentRef));
      const [child] = await f.handle.db
        .select()
        .from(serviceRequests)
        .where(eq(serviceRequests.srRef, res.json().data.sr_id));
      expect(child).toMatchObject({ parentId: parent!.id, reopenReason: 'same_issue' });
    });

    it('without a reason: 400 REASON_REQUIRED; "other" without a comment: 400 COMMENT_REQUIRED', async () => {
      const none = await a.b.call(
        'POST',
        '/v3/selfserve/create_ticket',
        ticketBody(f, ew, { sr_ref_no: parentRef }),
      );
      expect(none.statusCode).toBe(400);
      expect(none.json().error_code).toBe('REASON_REQUIRED');
      const other = await a.b.call(
        'POST',
        '/v3/selfserve/create_ticket',
        ticketBody(f, ew, { sr_ref_no: parentRef, sr_reopen_reason: 'other' }),
      );
      expect(other.json().error_code).toBe('COMMENT_REQUIRED');
    });

    it('after 90 days: 409 NOT_REOPENABLE with the rule in words; another customer’s request: 404', async () => {
      const late = await a.b.call(
        'POST',
        '/v3/selfserve/create_ticket',
        ticketBody(f, ew, { sr_ref_no: oldRef, sr_reopen_reason: 'not_fixed' }),
      );
      expect(late.statusCode).toBe(409);
      expect(late.json().error_code).toBe('NOT_REOPENABLE');
      expect(late.json().message).toContain('90 days');
      const foreign = await other.b.call(
        'POST',
        '/v3/selfserve/create_ticket',
        ticketBody(f, other.plans[0]!.tokenizedOsid, { sr_ref_no: parentRef, sr_reopen_reason: 'not_fixed' }),
      );
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error_code).toBe('SR_NOT_FOUND');
    });

    it('the account card offers reopening: reopen_eligible is true for the plan', async () => {
      const plans = (await a.b.call('GET', '/v3/customer/plans')).json().plans as {
        tokenized_osid: string;
        reopen_eligible: boolean;
      }[];
      expect(plans.find((p) => p.tokenized_osid === ew)?.reopen_eligible).toBe(true);
    });
  });

  it('spec §4 plan action button counts the claim covers: reopen eligible with one cover → Raise, even with an open request', async () => {
    const owner = await customerWithPlans(f, [{ sku: 'SD-MOBILE-PHONE', price: 7_000_000 }]);
    const plan = owner.plans[0]!;
    const now = f.clock.now().getTime();
    const day = 86_400_000;
    for (const [srRef, status, closedAt] of [
      ['261101-000901', 'closed', new Date(now - 10 * day)],
      ['261120-000902', 'confirmed', null],
    ] as const)
      await insertServiceRequest(f.handle.db, {
        srRef,
        customerId: owner.customer.id,
        customerPlanId: plan.id,
        coverId: 'accidental_damage',
        coverTitle: 'Accidental and liquid damage',
        process: 'pick_drop',
        status,
        closedAt,
        createdAt: new Date(now - 20 * day),
        updatedAt: new Date(now - day),
      });
    const card = (
      (await owner.b.call('GET', '/v3/customer/plans')).json().plans as {
        osid: string;
        covers: string[];
        reopen_eligible: boolean;
        active_sr_exists: boolean;
        action: { label: string; disabled: boolean };
      }[]
    ).find((p) => p.osid === plan.osid)!;
    // The catalogue's marketing list has several bullets; the plan has one claim cover.
    expect(card.covers.length).toBeGreaterThan(1);
    expect(card).toMatchObject({ reopen_eligible: true, active_sr_exists: true });
    expect(card.action).toMatchObject({ label: 'Raise Service Request', disabled: false });
  });

  it('a fresh token never collides with another customer’s: keys are per customer', async () => {
    const token = newToken();
    const mine = await a.b.call(
      'POST',
      '/v3/selfserve/create_ticket',
      ticketBody(f, ew, { token_id: token }),
    );
    const theirs = await other.b.call(
      'POST',
      '/v3/selfserve/create_ticket',
      ticketBody(f, other.plans[0]!.tokenizedOsid, { token_id: token }),
    );
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    expect(mine.json().data.sr_id).not.toBe(theirs.json().data.sr_id);
    const rows = await f.handle.db
      .select()
      .from(serviceRequests)
      .where(and(eq(serviceRequests.idempotencyKey, token)));
    expect(rows).toHaveLength(2);
  });
});
