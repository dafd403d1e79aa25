import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serviceRequestEvents, serviceRequests } from '@kavach/db';
import { SR_MILESTONES } from '@kavach/domain';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { devicePhoto, invoicePdf } from '../../../test/support/activation-test-helpers';
import { staffClient } from '../../../test/support/link-test-helpers';
import { customerWithPlans, ticketBody, uploadSr } from '../../../test/support/sr-test-helpers';
import { SERVICE_DESK_PERMISSION } from '../staff/roles';

type Owner = Awaited<ReturnType<typeof customerWithPlans>>;

// Theft with FIR (issue 20 §1 "Documents by cover", §6; decision 063): Phone Total Care with Theft &
// Loss on a ₹79,900 phone — an excess of 5 % (₹3,995), FIR, SIM-block letter and invoice.
describe.each(DB_KINDS)('theft with FIR (decision 063) (%s)', (kind) => {
  let f: Fixture;
  let a: Owner;
  /** Two phone plans (one theft claim a plan year each) and a laptop Total Care. */
  let phone: string;
  let phone2: string;
  let laptop: string;

  beforeAll(async () => {
    f = await createFixture(kind);
    a = await customerWithPlans(f, [
      { sku: 'TC-MOBILE-PHONE', price: 7_990_000 },
      { sku: 'TC-MOBILE-PHONE', price: 7_990_000 },
      { sku: 'TC-LAPTOP', price: 7_990_000 },
    ]);
    [phone, phone2, laptop] = a.plans.map((p) => p.tokenizedOsid) as [string, string, string];
  }, 120_000);
  afterAll(() => f?.close());

  const theftBody = (osid: string, over: Record<string, unknown> = {}) =>
    ticketBody(f, osid, { cover_id: 'theft', process_type: 'theft', problems: ['Stolen'], ...over });

  /** The theft documents uploaded through POST /v3/selfserve/documents, without the FIR when asked. */
  async function theftDocuments(osid: string, withFir: boolean) {
    const uploads = [
      ...(withFir ? [{ type: 'fir', name: 'fir.pdf', bytes: invoicePdf() }] : []),
      { type: 'sim_block_letter', name: 'sim-block.jpg', bytes: devicePhoto() },
      { type: 'invoice', name: 'invoice.pdf', bytes: invoicePdf() },
    ];
    const docs = [];
    for (const u of uploads) {
      const res = await uploadSr(f, a.b, osid, u.bytes, { type: u.type, name: u.name });
      expect(res.statusCode, res.body).toBe(200);
      docs.push(res.json().data as { url: string; name: string; type: string });
    }
    return docs;
  }

  const statusOf = async (srId: string) =>
    (await f.handle.db.select().from(serviceRequests).where(eq(serviceRequests.srRef, srId)))[0]!;

  /**
   * Pays the excess as the flow's co-pay step does in a browser: the sandbox Checkout's Pay (the
   * request's owner only, decision 053), then copay_success with its three fields.
   */
  async function payExcess(srId: string) {
    const co = await a.b.call('POST', '/v3/selfserve/copay_checkout', { sr_id: srId });
    expect(co.statusCode, co.body).toBe(200);
    const order = co.json().data as { gateway_order_id: string; amount: number };
    expect(order.amount).toBe(399_500);
    const payUrl = `/razorpay-emulator/orders/${order.gateway_order_id}/pay`;
    const attempt = { method: 'upi', outcome: 'success' };
    const stranger = await customerWithPlans(f, []);
    expect((await stranger.b.call('POST', payUrl, attempt)).statusCode).toBe(404);
    const paid = await a.b.call('POST', payUrl, attempt);
    expect(paid.statusCode, paid.body).toBe(200);
    const res = await a.b.call('POST', '/v3/selfserve/copay_success', {
      sr_id: srId,
      ...(paid.json() as Record<string, unknown>),
    });
    await f.payments.whenIdle();
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.status as string;
  }

  it('plan_covers: Phone Total Care has a theft cover — 1 a year, theft process only, FIR, SIM-block letter and invoice, excess ₹3,995; Laptop Total Care has none', async () => {
    const covers = (await a.b.call('GET', `/v3/selfserve/plan_covers?osid=${phone}`)).json().data.covers;
    expect(covers.map((c: { cover_id: string }) => c.cover_id)).toEqual([
      'breakdown',
      'accidental_damage',
      'theft',
    ]);
    expect(covers[2]).toMatchObject({
      type: 'theft',
      title: 'Theft or loss',
      process_types: ['theft'],
      claims_per_year: 1,
      remaining_cover: 7_990_000,
      copay_amount: 399_500,
      documents_required: ['fir', 'sim_block_letter', 'invoice'],
    });
    const laptopCovers = (await a.b.call('GET', `/v3/selfserve/plan_covers?osid=${laptop}`)).json().data
      .covers as { type: string }[];
    expect(laptopCovers.map((c) => c.type)).toEqual(['warranty', 'damage']);
  });

  it('the flow’s reads for a theft: what happened, the excess before committing, the terms', async () => {
    const issues = (
      await a.b.call('GET', `/v3/selfserve/category_issues?osid=${phone}&cover_id=theft`)
    ).json().data.issues as { name: string }[];
    expect(issues.map((i) => i.name)).toEqual(['Stolen', 'Snatched on the street', 'Lost']);
    const amount = (await a.b.call('GET', `/v3/copay/get_amount?osid=${phone}&cover_id=theft`)).json().data;
    expect(amount.message).toBe('You will pay an excess of ₹3,995; ₹79,900 of cover remains for this claim.');
    const terms = (await a.b.call('GET', `/v3/disclaimer/get_ticket?osid=${phone}&cover_id=theft`)).json()
      .data.points as string[];
    expect(terms.join(' ')).toMatch(
      /within 2 days, with the FIR \(police complaint\) and the SIM-block letter/,
    );
    expect(terms.join(' ')).not.toMatch(/technician/);
  });

  it('create_ticket refuses a repair route or a repair problem on the theft cover (400, nothing stored)', async () => {
    const route = await a.b.call(
      'POST',
      '/v3/selfserve/create_ticket',
      theftBody(phone, { process_type: 'mail-in' }),
    );
    expect(route.statusCode).toBe(400);
    expect(route.json().error_code).toBe('PROCESS_TYPE_NOT_ALLOWED');
    const problem = await a.b.call(
      'POST',
      '/v3/selfserve/create_ticket',
      theftBody(phone, { problems: ['Not charging'] }),
    );
    expect(problem.statusCode).toBe(400);
    expect(problem.json().error_code).toBe('PROBLEM_UNKNOWN');
    const rows = await f.handle.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.customerId, a.customer.id));
    expect(rows).toHaveLength(0);
  });

  it('with the FIR: approved at once, the excess paid → confirmed; the desk moves it store informed → invoice generated → replacement delivered → closed', async () => {
    const res = await a.b.call(
      'POST',
      '/v3/selfserve/create_ticket',
      theftBody(phone, { documents: await theftDocuments(phone, true) }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      status: 'awaiting_copay',
      outcome: 'approved',
      reasons: [],
      copay_amount: 399_500,
      is_copay_temp_sr: true,
    });
    expect(await payExcess(data.sr_id)).toBe('confirmed');
    expect((await statusOf(data.sr_id)).process).toBe('theft');

    const desk = await staffClient(f, `desk.theft.${kind}`, [SERVICE_DESK_PERMISSION]);
    const path: [string, string][] = [
      ['confirmed', 'store_informed'],
      ['store_informed', 'invoice_generated'],
      ['invoice_generated', 'replacement_delivered'],
      ['replacement_delivered', 'closed'],
    ];
    for (const [from, to] of path) {
      const view = (await desk.call('GET', `/v3/service-desk/requests/${data.sr_id}`)).json().data;
      expect(view.actions.map((x: { to: string }) => x.to)).toContain(to);
      const moved = await desk.call('POST', `/v3/service-desk/requests/${data.sr_id}/actions`, { from, to });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const row = await statusOf(data.sr_id);
    expect(row.status).toBe('closed');
    const history = await f.handle.db
      .select()
      .from(serviceRequestEvents)
      .where(eq(serviceRequestEvents.serviceRequestId, row.id));
    // The excess first, then every milestone of the theft process, none skipped.
    expect(history.map((e) => e.toStatus)).toEqual(['awaiting_copay', ...SR_MILESTONES.theft]);
  });

  it('without the FIR: under review with the coded reason in plain words', async () => {
    const res = await a.b.call(
      'POST',
      '/v3/selfserve/create_ticket',
      theftBody(phone2, { documents: await theftDocuments(phone2, false) }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      outcome: 'review',
      reasons: [{ code: 'DOCUMENTS_MISSING', message: 'We still need the FIR or police complaint.' }],
    });
    expect(await payExcess(data.sr_id)).toBe('under_review');
  });
});
