import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveServiceRequest, type ServiceRequestRow } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { browser } from '../../../test/support/customer-test-helpers';
import { advance, freshIp, lastCodeTo } from '../../../test/support/otp-testing';
import { byTier } from '../../../test/support/tier';
import {
  customerWithPlan,
  insertSr,
  personalStringsOf,
  type SrCustomer,
} from '../../../test/support/sr-fixtures';
import { TRACKER_SEARCH_LIMIT } from './routes';
import { maskTechnicianPhone } from './sr-view';

const HOUR = 3_600_000;

describe.each(DB_KINDS)('tracker on %s', (kind) => {
  let f: Fixture;
  let owner: SrCustomer;
  let other: SrCustomer;
  let sr: ServiceRequestRow;
  beforeAll(async () => {
    f = await createFixture(kind);
    owner = await customerWithPlan(f);
    other = await customerWithPlan(f);
    // An onsite request, confirmed, then a technician assigned 2.4 km away.
    const raised = await insertSr(f, owner, { status: 'raised' });
    const at = f.clock.now();
    sr = await f.handle.db.transaction(async (tx) => {
      const confirmed = await moveServiceRequest(tx, raised, 'confirmed', {
        actor: 'system:test',
        at,
        patch: { dueAt: new Date(at.getTime() + 48 * HOUR) },
      });
      return moveServiceRequest(tx, confirmed, 'technician_assigned', {
        actor: 'staff:test',
        at: new Date(at.getTime() + HOUR),
        patch: {
          technician: {
            name: 'Suresh Patil',
            phone: '9876543210',
            lat: 19.0766,
            lng: 72.8447,
            location: 'Khar',
          },
        },
      });
    });
  });
  afterAll(() => f.close());

  it('T16.1 tracker detail: the owner sees milestones with times, the next with its due time, a masked technician and the §9 distance', async () => {
    const res = await owner.b.call('GET', `/v3/tracker/service_request/${sr.srRef}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const d = res.json().data;
    expect(d.sr_id).toBe(sr.srRef);
    expect(d.status).toBe('technician_assigned');
    expect(d.status_label).toBe('Technician assigned');
    expect(d.process_type).toBe('at-home');
    expect(d.milestones.map((m: { state: string; reached: boolean }) => [m.state, m.reached])).toEqual([
      ['raised', true],
      ['confirmed', true],
      ['technician_assigned', true],
      ['visit_scheduled', false],
      ['technician_on_the_way', false],
      ['diagnosis', false],
      ['repaired', false],
      ['closed', false],
    ]);
    expect(d.milestones[1].at).toBe(f.clock.now().toISOString());
    expect(d.milestones[3].at).toBeNull();
    expect(d.next).toEqual({
      state: 'visit_scheduled',
      label: 'Visit scheduled',
      due_at: new Date(f.clock.now().getTime() + 48 * HOUR).toISOString(),
      late: false,
    });
    expect(d.technician.name).toBe('Suresh Patil');
    expect(d.technician.phone).toBe('98XXXXXX10');
    expect(d.technician.distance_m).toBeGreaterThan(2_000);
    expect(d.technician.distance_m).toBeLessThan(3_000);
    expect(d.address.address1).toBe('12 Hill Road');
    expect(d.problems).toEqual(['Not cooling']);
    expect(d.reopen_eligible).toBe(false);
  });

  it('T16.1 another customer, a signed-out visitor and an unknown number: 404 / 401, nothing leaked', async () => {
    const res = await other.b.call('GET', `/v3/tracker/service_request/${sr.srRef}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('SR_NOT_FOUND');
    expect(res.body).not.toContain('Suresh');
    const unknown = await other.b.call('GET', '/v3/tracker/service_request/261121-999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error_code: 'SR_NOT_FOUND', message: res.json().message });
    const anon = await browser(f);
    expect((await anon.call('GET', `/v3/tracker/service_request/${sr.srRef}`)).statusCode).toBe(401);
  });

  it('issue 20 §2: running late is said honestly once the due time has passed; a terminal state replaces the rest', async () => {
    const late = await insertSr(f, owner, {
      process: 'pick_drop',
      status: 'confirmed',
      dueAt: new Date(f.clock.now().getTime() - HOUR),
    });
    const d = (await owner.b.call('GET', `/v3/tracker/service_request/${late.srRef}`)).json().data;
    expect(d.next).toMatchObject({ state: 'pickup_scheduled', late: true });
    const rejected = await insertSr(f, owner, { status: 'under_review' });
    await f.handle.db.transaction((tx) =>
      moveServiceRequest(tx, rejected, 'rejected', { actor: 'staff:test', at: f.clock.now() }),
    );
    const r = (await owner.b.call('GET', `/v3/tracker/service_request/${rejected.srRef}`)).json().data;
    expect(r.milestones.map((m: { state: string }) => m.state)).toEqual(['raised', 'rejected']);
    expect(r.next).toBeNull();
  });

  it('T16.4 search by SR number: status and milestones only — no name, phone, address or documents', async () => {
    const anon = await browser(f);
    const res = await anon.call('GET', `/v3/tracker/search?query=${sr.srRef}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ lookup: 'sr', page: 1, has_next: false, has_previous: false });
    expect(data.verification_required).toBe(false);
    expect(data.results).toHaveLength(1);
    expect(Object.keys(data.results[0]).sort()).toEqual(
      [
        'cover_title',
        'created_at',
        'milestones',
        'next',
        'process_type',
        'sr_id',
        'status',
        'status_label',
        'updated_at',
      ].sort(),
    );
    for (const s of [...personalStringsOf(owner), 'Suresh', '9876543210', 'Khar'])
      expect(res.body).not.toContain(s);
  });

  it('issue 20 §3 search by SR number: the milestones, their times and the next step are those of the owner’s tracker; a request without history reads raised at its creation', async () => {
    const anon = await browser(f);
    const found = (await anon.call('GET', `/v3/tracker/search?query=${sr.srRef}`)).json().data.results[0];
    const detail = (await owner.b.call('GET', `/v3/tracker/service_request/${sr.srRef}`)).json().data;
    expect(found.milestones).toEqual(detail.milestones);
    expect(found.milestones[2]).toMatchObject({
      state: 'technician_assigned',
      at: new Date(f.clock.now().getTime() + HOUR).toISOString(),
    });
    expect(found.next).toEqual(detail.next);

    const bare = await insertSr(f, owner, { status: 'raised' });
    const alone = (await anon.call('GET', `/v3/tracker/search?query=${bare.srRef}`)).json().data;
    expect(alone.results).toHaveLength(1);
    expect(alone.results[0].milestones[0]).toMatchObject({
      state: 'raised',
      at: bare.createdAt.toISOString(),
      reached: true,
    });
    expect(alone.results[0].milestones.slice(1).every((m: { reached: boolean }) => !m.reached)).toBe(true);
  });

  it('T16.4 search by phone or email without proof: verification required and no results, not even a count', async () => {
    const anon = await browser(f);
    for (const query of [owner.phone, owner.email, `+91${owner.phone}`]) {
      const res = await anon.call('GET', `/v3/tracker/search?query=${encodeURIComponent(query)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ results: [], verification_required: true, has_next: false });
    }
    // The other customer, signed in, cannot search the owner's phone either.
    const res = await other.b.call('GET', `/v3/tracker/search?query=${owner.phone}`);
    expect(res.json().data).toMatchObject({ results: [], verification_required: true });
  });

  it('T16.4 search by phone or email: the signed-in owner, or a session that proved the phone or email with a code', async () => {
    const own = await owner.b.call('GET', `/v3/tracker/search?query=${owner.phone}`);
    expect(own.json().data.verification_required).toBe(false);
    expect(own.json().data.lookup).toBe('mobile');
    expect(own.json().data.results.length).toBeGreaterThanOrEqual(3);
    const byPhone = await browser(f);
    await byPhone.call('POST', '/v3/otp/send_otp', { phone: owner.phone });
    const code = await lastCodeTo(f, `+91${owner.phone}`);
    expect(
      (await byPhone.call('POST', '/v3/otp/verify_otp', { phone: owner.phone, otp: code })).statusCode,
    ).toBe(200);
    const found = (await byPhone.call('GET', `/v3/tracker/search?query=${owner.phone}`)).json().data;
    expect(found.verification_required).toBe(false);
    expect(found.results.map((r: { sr_id: string }) => r.sr_id)).toContain(sr.srRef);
    // Proof of the phone is not proof of the email.
    const email = (await byPhone.call('GET', `/v3/tracker/search?query=${owner.email}`)).json().data;
    expect(email.verification_required).toBe(true);
    const byEmail = await browser(f);
    advance(f, 60); // the sign-up's activation code was sent moments ago (resend cooldown)
    const sent = await byEmail.call('POST', '/v3/otp/send_email_otp', { email: owner.email });
    expect(sent.statusCode, sent.body).toBe(200);
    const emailCode = await lastCodeTo(f, owner.email);
    expect(
      (await byEmail.call('POST', '/v3/otp/verify_email_otp', { email: owner.email, otp: emailCode }))
        .statusCode,
    ).toBe(200);
    const viaEmail = (
      await byEmail.call('GET', `/v3/tracker/search?query=${owner.email.toUpperCase()}`)
    ).json().data;
    expect(viaEmail).toMatchObject({ lookup: 'email', verification_required: false });
    expect(viaEmail.results.length).toBe(found.results.length);
    for (const s of personalStringsOf(owner).slice(2)) expect(JSON.stringify(viaEmail)).not.toContain(s);
  });

  it('issue 20 §3 search pages: 10 per page, next and previous', async () => {
    const many = await customerWithPlan(f);
    for (let i = 0; i < 23; i++)
      await insertSr(f, many, { createdAt: new Date(f.clock.now().getTime() - i * 60_000) });
    const page = async (n: number) =>
      (await many.b.call('GET', `/v3/tracker/search?query=${many.phone}&page=${n}`)).json().data;
    const [p1, p2, p3, p4] = [await page(1), await page(2), await page(3), await page(4)];
    expect([p1.results.length, p1.has_next, p1.has_previous]).toEqual([10, true, false]);
    expect([p2.results.length, p2.has_next, p2.has_previous]).toEqual([10, true, true]);
    expect([p3.results.length, p3.has_next, p3.has_previous]).toEqual([3, false, true]);
    expect(p4.results).toEqual([]);
    const ids = [...p1.results, ...p2.results, ...p3.results].map((r: { sr_id: string }) => r.sr_id);
    expect(new Set(ids).size).toBe(23);
  });

  it('bad input: a 400 with error_code and a readable message', async () => {
    const anon = await browser(f);
    for (const url of [
      '/v3/tracker/search?query=hello',
      '/v3/tracker/search?query=',
      '/v3/tracker/search?query=12345',
      `/v3/tracker/search?query=${sr.srRef}&page=0`,
      `/v3/tracker/search?query=${sr.srRef}&extra=1`,
    ]) {
      const res = await anon.call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error_code, url).toEqual(expect.any(String));
      expect(res.json().message, url).toEqual(expect.any(String));
    }
  });

  it(`T16.4 searches are rate-limited per client: refused before 100 tries (limit ${TRACKER_SEARCH_LIMIT.max})`, async () => {
    const anon = await browser(f);
    const codes: number[] = [];
    for (let i = 0; i < 100 && !codes.includes(429); i++)
      codes.push(
        (await anon.call('GET', `/v3/tracker/search?query=261121-${String(i).padStart(6, '0')}`)).statusCode,
      );
    expect(codes.indexOf(429)).toBe(TRACKER_SEARCH_LIMIT.max);
    expect(codes.slice(0, TRACKER_SEARCH_LIMIT.max).every((c) => c === 200)).toBe(true);
  });

  it('T16.4 random SR numbers, unverified: no name, phone, address or document ever comes back; only status for the real ones', async () => {
    // T16.4's 10,000 in the full tier; 10× fewer on every PR (security-test-plan run tiers).
    const n = byTier(1_000, 10_000);
    // Real numbers among the random ones, so hits are part of the test.
    const real = new Set<string>([sr.srRef]);
    for (let i = 0; i < 20; i++) real.add((await insertSr(f, owner)).srRef);
    let seed = 20_261_127;
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const forbidden = [
      ...personalStringsOf(owner),
      'Suresh',
      '9876543210',
      'technician"',
      'address',
      'documents',
    ];
    let ip = freshIp();
    let hits = 0;
    for (let i = 0; i < n; i++) {
      // A new client address before the limit (which the test above holds to); a pause now and then.
      if (i % TRACKER_SEARCH_LIMIT.max === 0) {
        ip = freshIp();
        await new Promise((r) => setTimeout(r, 0));
      }
      const number =
        i % 500 === 0
          ? [...real][(i / 500) % real.size]!
          : `${String(Math.floor(rand() * 1e6)).padStart(6, '0')}-${String(Math.floor(rand() * 1e6)).padStart(6, '0')}`;
      const res = await f.app.inject({
        method: 'GET',
        url: `/v3/tracker/search?query=${number}`,
        headers: { 'x-forwarded-for': ip },
      });
      expect(res.statusCode).toBe(200);
      for (const s of forbidden) if (res.body.includes(s)) throw new Error(`${number} leaked ${s}`);
      const results = res.json().data.results as unknown[];
      if (results.length > 0) hits += 1;
      expect(results.length).toBe(real.has(number) ? 1 : 0);
    }
    expect(hits).toBeGreaterThan(0);
  }, 600_000);

  it('maskTechnicianPhone keeps the first two and last two digits', () => {
    expect(maskTechnicianPhone('9876543210')).toBe('98XXXXXX10');
    expect(maskTechnicianPhone('+91 98765 43210')).toBe('98XXXXXX10');
    expect(maskTechnicianPhone('12')).toBe('XXXXXXXXXX');
  });
});
