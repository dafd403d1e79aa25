import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serviceRequestEvents, serviceRequests } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { browser } from '../../../test/support/customer-test-helpers';
import { customerWithPlan, insertSr } from '../../../test/support/sr-fixtures';
import { wrap } from './service-report';

describe('wrap: the report’s long lines', () => {
  it('breaks at words within the width, keeps the line breaks the text had, cuts a word longer than a line', () => {
    expect(wrap('The compressor relay had burnt out and was replaced', 20)).toEqual([
      'The compressor relay',
      'had burnt out and',
      'was replaced',
    ]);
    expect(wrap('one\ntwo', 20)).toEqual(['one', 'two']);
    expect(wrap('x'.repeat(30), 10)).toEqual(['x'.repeat(10)]);
  });
});

describe.each(DB_KINDS)('decision 101: the service report of a request (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  }, 120_000);
  afterAll(() => f?.close());

  it('once the work is done: what was reported, found and done, each step, and until when it can be reopened; owner only', async () => {
    const a = await customerWithPlan(f);
    const open = await insertSr(f, a, { status: 'technician_assigned' });
    const early = await a.b.call('GET', `/v3/selfserve/service_report/${open.srRef}`);
    expect([early.statusCode, early.json().error_code]).toEqual([409, 'SR_REPORT_NOT_READY']);
    expect(
      (await a.b.call('GET', `/v3/tracker/service_request/${open.srRef}`)).json().data.service_report,
    ).toBe(false);

    const closedAt = new Date('2026-11-20T10:00:00Z');
    const sr = await insertSr(f, a, { status: 'closed', closedAt });
    await f.handle.db
      .update(serviceRequests)
      .set({
        diagnosis: 'The capacitor of the outdoor unit had failed; replaced and gas pressure checked.',
        technician: { name: 'Suresh Patil', phone: '9820012345', lat: null, lng: null, location: null },
      })
      .where(eq(serviceRequests.id, sr.id));
    await f.handle.db.insert(serviceRequestEvents).values([
      {
        serviceRequestId: sr.id,
        fromStatus: 'raised',
        toStatus: 'confirmed',
        actor: 'system',
        at: new Date('2026-11-18T05:00:00Z'),
      },
      {
        serviceRequestId: sr.id,
        fromStatus: 'repaired',
        toStatus: 'closed',
        actor: 'staff:desk',
        at: closedAt,
      },
    ]);
    expect(
      (await a.b.call('GET', `/v3/tracker/service_request/${sr.srRef}`)).json().data.service_report,
    ).toBe(true);

    const res = await a.b.call('GET', `/v3/selfserve/service_report/${sr.srRef}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="service-report-${sr.srRef}.pdf"`);
    const raw = res.rawPayload.toString('latin1');
    expect(raw.startsWith('%PDF-1.4')).toBe(true);
    // The page's text in reading order, its wrapped lines joined.
    const text = [...raw.matchAll(/\((.*?)\) Tj/g)].map((m) => m[1]).join(' ');
    for (const shown of [
      'SERVICE REPORT',
      `Request: ${sr.srRef}`,
      a.plan.osid,
      'Not cooling',
      'Makes a rattling noise',
      'The capacitor of the outdoor unit had failed; replaced and gas pressure checked.',
      'Suresh Patil',
      'Request confirmed',
      '20 Nov 2026',
      // 90 days after closing (the post-service warranty).
      'Post-service warranty',
      'reopen this request from the tracker until 18 Feb 2027.',
    ])
      expect(text, shown).toContain(shown);
    // Never the technician's number.
    expect(text).not.toContain('9820012345');

    // T16.1: another customer, or signed out, cannot have it.
    const other = await customerWithPlan(f);
    const theirs = await other.b.call('GET', `/v3/selfserve/service_report/${sr.srRef}`);
    expect([theirs.statusCode, theirs.json().error_code]).toEqual([404, 'SR_NOT_FOUND']);
    const anon = await browser(f);
    expect((await anon.call('GET', `/v3/selfserve/service_report/${sr.srRef}`)).statusCode).toBe(401);
  });
});
