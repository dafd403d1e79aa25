import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  customerPlans,
  outbox,
  serviceRequestEvents,
  serviceRequests,
  srTimers,
  type ServiceRequestRow,
} from '@kavach/db';
import { SR_LIFECYCLES, SR_PROCESSES, SR_STATES, type SrProcess, type SrState } from '@kavach/domain';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { browser } from '../../../test/support/customer-test-helpers';
import { staffClient } from '../../../test/support/link-test-helpers';
import { byTier } from '../../../test/support/tier';
import { customerWithPlan, insertSr, type SrCustomer } from '../../../test/support/sr-fixtures';
import { SERVICE_DESK_PERMISSION } from '../staff/roles';

type Staff = Awaited<ReturnType<typeof staffClient>>;
const HOUR = 3_600_000;
const TECH = { name: 'Suresh Patil', phone: '9876543210', lat: 19.0766, lng: 72.8447, location: 'Khar' };

/** A body that satisfies what a move needs (technician, estimate, documents, reason). */
function bodyFor(from: string, to: string): Record<string, unknown> {
  return {
    from,
    to,
    ...(to === 'technician_assigned' ? { technician: TECH } : {}),
    ...(to === 'estimate_shared' ? { estimate_paise: 350_000, diagnosis: 'Compressor relay failed' } : {}),
    ...(to === 'documents_requested' ? { documents_requested: ['invoice', 'photo'] } : {}),
    ...(to === 'rejected' ? { reason_code: 'DAMAGE_NOT_COVERED' } : {}),
  };
}

describe.each(DB_KINDS)('service desk on %s', (kind) => {
  let f: Fixture;
  let desk: Staff;
  let desk2: Staff;
  let agent: Staff;
  let owner: SrCustomer;
  let n = 0;
  beforeAll(async () => {
    f = await createFixture(kind);
    desk = await staffClient(f, 'desk.one', [SERVICE_DESK_PERMISSION]);
    desk2 = await staffClient(f, 'desk.two', [SERVICE_DESK_PERMISSION]);
    agent = await staffClient(f, 'agent.one');
    owner = await customerWithPlan(f);
  });
  afterAll(() => f.close());

  const act = (who: Staff, sr: { srRef: string }, body: Record<string, unknown>) =>
    who.call('POST', `/v3/service-desk/requests/${sr.srRef}/actions`, body);
  const rowOf = async (sr: ServiceRequestRow) =>
    (await f.handle.db.select().from(serviceRequests).where(eq(serviceRequests.id, sr.id)))[0]!;
  const historyOf = async (sr: ServiceRequestRow) =>
    f.handle.db.select().from(serviceRequestEvents).where(eq(serviceRequestEvents.serviceRequestId, sr.id));

  it('T16.1 staff routes refused to the signed-out, customers and agents (401/403); open to the service role', async () => {
    const sr = await insertSr(f, owner);
    const anon = await browser(f);
    const routes: ['GET' | 'POST', string, unknown?][] = [
      ['GET', '/v3/service-desk/requests'],
      ['GET', `/v3/service-desk/requests/${sr.srRef}`],
      ['POST', `/v3/service-desk/requests/${sr.srRef}/actions`, { from: 'raised', to: 'confirmed' }],
    ];
    for (const [method, url, body] of routes) {
      const a = await anon.call(method, url, body);
      expect(a.statusCode, url).toBe(401);
      expect(a.json().error_code).toBe('STAFF_SIGN_IN_REQUIRED');
      expect((await owner.b.call(method, url, body)).statusCode, url).toBe(401);
      const g = await agent.call(method, url, body);
      expect(g.statusCode, url).toBe(403);
      expect(g.json().error_code).toBe('SERVICE_DESK_ONLY');
    }
    expect((await rowOf(sr)).status).toBe('raised');
    expect(await historyOf(sr)).toHaveLength(0);
    expect((await desk.call('GET', '/v3/service-desk/requests')).statusCode).toBe(200);
  });

  it('issue 20 §4 queue: open requests by due time; filters by status, city, process and SLA risk', async () => {
    const now = f.clock.now().getTime();
    const tag = `Q${++n}town`;
    const breached = await insertSr(f, owner, {
      city: tag,
      status: 'confirmed',
      dueAt: new Date(now - HOUR),
    });
    const atRisk = await insertSr(f, owner, {
      city: tag,
      process: 'pick_drop',
      status: 'pickup_scheduled',
      dueAt: new Date(now + HOUR),
    });
    const onTime = await insertSr(f, owner, {
      city: tag,
      status: 'raised',
      dueAt: new Date(now + 30 * HOUR),
    });
    await insertSr(f, owner, { city: tag, status: 'closed', dueAt: null });
    const queue = async (q: string) =>
      (await desk.call('GET', `/v3/service-desk/requests?city=${tag}${q}`)).json().data;
    const all = await queue('');
    expect(all.items.map((i: { sr_id: string }) => i.sr_id)).toEqual([
      breached.srRef,
      atRisk.srRef,
      onTime.srRef,
    ]);
    expect(all.items.map((i: { sla: string }) => i.sla)).toEqual(['breached', 'at_risk', 'on_time']);
    expect(all.items[0]).toMatchObject({ city: tag, customer_name: 'Asha Menon', outcome: 'approved' });
    expect((await queue('&sla=breached')).items.map((i: { sr_id: string }) => i.sr_id)).toEqual([
      breached.srRef,
    ]);
    expect((await queue('&sla=at_risk')).items.map((i: { sr_id: string }) => i.sr_id)).toEqual([
      atRisk.srRef,
    ]);
    expect((await queue('&sla=on_time')).items.map((i: { sr_id: string }) => i.sr_id)).toEqual([
      onTime.srRef,
    ]);
    expect((await queue('&process_type=mail-in')).items.map((i: { sr_id: string }) => i.sr_id)).toEqual([
      atRisk.srRef,
    ]);
    expect((await queue('&status=closed')).items).toHaveLength(1);
    expect((await queue('&status=raised')).items.map((i: { sr_id: string }) => i.sr_id)).toEqual([
      onTime.srRef,
    ]);
    const bad = await desk.call('GET', '/v3/service-desk/requests?sla=soon');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_code).toEqual(expect.any(String));
  });

  it('issue 20 §4 request page: what the customer sees, the contact, the history and only the moves the table allows', async () => {
    const sr = await insertSr(f, owner, { status: 'under_review' });
    const res = await desk.call('GET', `/v3/service-desk/requests/${sr.srRef}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.request).toMatchObject({
      sr_id: sr.srRef,
      customer_name: 'Asha Menon',
      customer_phone: owner.phone,
    });
    expect(d.request.address.address1).toBe('12 Hill Road');
    expect(d.actions).toEqual([
      { action: 'approve', label: 'Approve', to: 'confirmed' },
      { action: 'request_documents', label: 'Request documents', to: 'documents_requested' },
      { action: 'reject', label: 'Reject', to: 'rejected' },
      { action: 'cancel', label: 'Cancel request', to: 'cancelled' },
    ]);
    expect(d.history).toEqual([]);
    expect((await desk.call('GET', '/v3/service-desk/requests/261121-999998')).statusCode).toBe(404);
  });

  it('issue 20 §4 every action, onsite: review, documents once as one list, approve, assign, visit, diagnose, repair, close — audited, notified, SLA set', async () => {
    const sr = await insertSr(f, owner, { status: 'raised', coverId: 'preventive_maintenance' });
    const pmBefore = (
      await f.handle.db.select().from(customerPlans).where(eq(customerPlans.id, owner.plan.id))
    )[0]!;
    const step = async (from: string, to: string, extra: Record<string, unknown> = {}) => {
      const res = await act(desk, sr, { ...bodyFor(from, to), ...extra });
      expect(res.statusCode, `${from} → ${to}: ${res.body}`).toBe(200);
      return res.json().data;
    };
    await step('raised', 'under_review', { note: 'Checking the plan dates' });
    const docs = await step('under_review', 'documents_requested');
    expect(docs.request.documents_requested).toEqual(['invoice', 'photo']);
    await step('documents_requested', 'under_review');
    const again = await act(desk, sr, bodyFor('under_review', 'documents_requested'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe('DOCUMENTS_ALREADY_REQUESTED');
    const approved = await step('under_review', 'confirmed');
    // Visit within 2 working days of confirmation (SLA table), with its timer.
    expect(approved.request.next).toMatchObject({ state: 'technician_assigned', late: false });
    expect(approved.request.next.due_at).not.toBeNull();
    const timers = await f.handle.db.select().from(srTimers).where(eq(srTimers.serviceRequestId, sr.id));
    expect(timers.map((t) => [t.kind, t.forStatus])).toContainEqual(['sla_breach', 'confirmed']);
    const noTech = await act(desk, sr, { from: 'confirmed', to: 'technician_assigned' });
    expect(noTech.statusCode).toBe(400);
    expect(noTech.json().error_code).toBe('TECHNICIAN_REQUIRED');
    const assigned = await step('confirmed', 'technician_assigned');
    expect(assigned.request.technician).toMatchObject({ name: 'Suresh Patil', phone: '98XXXXXX10' });
    expect(assigned.request.technician.distance_m).toBeGreaterThan(0);
    await step('technician_assigned', 'visit_scheduled');
    await step('visit_scheduled', 'technician_on_the_way');
    await step('technician_on_the_way', 'diagnosis', { diagnosis: 'Filter clogged' });
    await step('diagnosis', 'repaired');
    const closed = await step('repaired', 'closed');
    expect(closed.actions).toEqual([]);
    expect(closed.request.reopen_eligible).toBe(true);
    expect(closed.request.next).toBeNull();
    const history = await historyOf(sr);
    expect(history.map((e) => [e.actor, e.fromStatus, e.toStatus])).toEqual([
      ['staff:desk.one', 'raised', 'under_review'],
      ['staff:desk.one', 'under_review', 'documents_requested'],
      ['staff:desk.one', 'documents_requested', 'under_review'],
      ['staff:desk.one', 'under_review', 'confirmed'],
      ['staff:desk.one', 'confirmed', 'technician_assigned'],
      ['staff:desk.one', 'technician_assigned', 'visit_scheduled'],
      ['staff:desk.one', 'visit_scheduled', 'technician_on_the_way'],
      ['staff:desk.one', 'technician_on_the_way', 'diagnosis'],
      ['staff:desk.one', 'diagnosis', 'repaired'],
      ['staff:desk.one', 'repaired', 'closed'],
    ]);
    expect(history[0]!.note).toBe('Checking the plan dates');
    const row = await rowOf(sr);
    expect(row).toMatchObject({ diagnosis: 'Filter clogged', dueAt: null });
    expect(row.closedAt).toEqual(f.clock.now());
    // Closing a preventive-maintenance request uses one visit up.
    const pmAfter = (
      await f.handle.db.select().from(customerPlans).where(eq(customerPlans.id, owner.plan.id))
    )[0]!;
    expect(pmBefore.pmTotal).toBeGreaterThan(pmBefore.pmUsed);
    expect(pmAfter.pmUsed).toBe(pmBefore.pmUsed + 1);
    // Each customer-visible milestone told by SMS and email, once; the internal review is not.
    const sent = (await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'sr_milestone'))).filter(
      (m) => m.payload.sr_id === sr.srRef,
    );
    const told = (channel: string) =>
      sent.filter((m) => m.channel === channel).map((m) => m.payload.status as string);
    expect(told('sms')).toEqual([
      'documents_requested',
      'confirmed',
      'technician_assigned',
      'visit_scheduled',
      'technician_on_the_way',
      'diagnosis',
      'repaired',
      'closed',
    ]);
    expect(told('email')).toEqual(told('sms'));
    expect(sent.find((m) => m.channel === 'sms')!.recipient).toBe(owner.phone);
  });

  it('issue 20 §4 pick & drop: the estimate is required with it; reject needs a coded reason, which the customer reads in words', async () => {
    const sr = await insertSr(f, owner, { process: 'pick_drop', status: 'at_service_centre' });
    const none = await act(desk, sr, { from: 'at_service_centre', to: 'estimate_shared' });
    expect(none.json()).toMatchObject({ error_code: 'ESTIMATE_REQUIRED' });
    expect((await act(desk, sr, bodyFor('at_service_centre', 'estimate_shared'))).statusCode).toBe(200);
    expect(await rowOf(sr)).toMatchObject({ estimatePaise: 350_000, diagnosis: 'Compressor relay failed' });
    const noReason = await act(desk, sr, { from: 'estimate_shared', to: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error_code).toBe('REASON_REQUIRED');
    const unknown = await act(desk, sr, { from: 'estimate_shared', to: 'rejected', reason_code: 'BECAUSE' });
    expect(unknown.json().error_code).toBe('REASON_UNKNOWN');
    expect((await act(desk, sr, bodyFor('estimate_shared', 'rejected'))).statusCode).toBe(200);
    const seen = (await owner.b.call('GET', `/v3/tracker/service_request/${sr.srRef}`)).json().data;
    expect(seen.status).toBe('rejected');
    expect(seen.reasons).toEqual([
      { code: 'DAMAGE_NOT_COVERED', message: 'The damage found is not covered by the plan.' },
    ]);
    expect((await historyOf(sr)).at(-1)).toMatchObject({
      reasonCode: 'DAMAGE_NOT_COVERED',
      toStatus: 'rejected',
    });
  });

  it('409 SR_ACTION_NOT_ALLOWED outside the table, 409 SR_CHANGED when the request moved; bad bodies 400; nothing written', async () => {
    const sr = await insertSr(f, owner, { status: 'confirmed' });
    for (const to of ['closed', 'raised', 'expired', 'nonsense', 'repaired']) {
      const res = await act(desk, sr, { ...bodyFor('confirmed', to), from: 'confirmed' });
      expect(res.statusCode, to).toBe(409);
      expect(res.json().error_code, to).toBe('SR_ACTION_NOT_ALLOWED');
    }
    const stale = await act(desk, sr, bodyFor('raised', 'confirmed'));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error_code: 'SR_CHANGED' });
    expect(stale.json().message).toMatch(/Someone else updated this request/);
    for (const body of [
      { from: 'confirmed' },
      { ...bodyFor('confirmed', 'technician_assigned'), technician: { ...TECH, phone: '12345' } },
      { ...bodyFor('confirmed', 'technician_assigned'), extra: 1 },
      { ...bodyFor('confirmed', 'technician_assigned'), note: '<script>' },
      { ...bodyFor('confirmed', 'technician_assigned'), documents_requested: ['invoice'] },
    ]) {
      const res = await act(desk, sr, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error_code).toEqual(expect.any(String));
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await rowOf(sr)).status).toBe('confirmed');
    expect(await historyOf(sr)).toHaveLength(0);
  });

  it('T16.5 two staff acting on one request at once: exactly one wins, the other gets a clear 409', async () => {
    for (let i = 0; i < 5; i++) {
      const sr = await insertSr(f, owner, { status: 'under_review' });
      const [a, b] = await Promise.all([
        act(desk, sr, bodyFor('under_review', 'confirmed')),
        act(desk2, sr, bodyFor('under_review', 'rejected')),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : b;
      expect(loser.json().error_code).toBe('SR_CHANGED');
      expect(await historyOf(sr)).toHaveLength(1);
      // The winner's milestone is told once per channel; the loser's never.
      const told = (await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'sr_milestone'))).filter(
        (m) => m.payload.sr_id === sr.srRef,
      );
      expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      expect(told[0]!.payload.status).toBe((await rowOf(sr)).status);
    }
  });

  it(
    'T16.5 property: any sequence of staff actions (seeded, any process) stays inside the transition table',
    async () => {
      let seed = 1_127;
      const rand = (k: number) => {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
        return seed % k;
      };
      const runs = byTier(60, 2_000);
      for (let run = 0; run < runs; run++) {
        const process = SR_PROCESSES[rand(SR_PROCESSES.length)] as SrProcess;
        const start = (['raised', 'under_review', 'confirmed'] as const)[rand(3)]!;
        const sr = await insertSr(f, owner, { process, status: start });
        let state: SrState = start;
        for (let step = 0; step < 12; step++) {
          const allowed = SR_LIFECYCLES[process].transitions[state] ?? [];
          const to = (
            rand(10) < 7 && allowed.length > 0
              ? allowed[rand(allowed.length)]
              : SR_STATES[rand(SR_STATES.length)]
          )!;
          const from = rand(10) === 0 ? SR_STATES[rand(SR_STATES.length)]! : state;
          const res = await act(rand(2) ? desk : desk2, sr, bodyFor(from, to));
          const now = (await rowOf(sr)).status as SrState;
          if (res.statusCode === 200) {
            expect(allowed, `${process}: ${state} → ${to}`).toContain(to);
            expect(['raised', 'expired']).not.toContain(to);
            expect(now).toBe(to);
          } else {
            expect([400, 409], res.body).toContain(res.statusCode);
            expect(now).toBe(state);
          }
          state = now;
        }
        for (const e of await historyOf(sr))
          expect(SR_LIFECYCLES[process].transitions[e.fromStatus as SrState] ?? []).toContain(e.toStatus);
      }
    },
    byTier(600_000, 3_600_000),
  );
});
