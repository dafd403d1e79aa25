import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { customerRatings, outbox, serviceRequests, type ServiceRequestRow } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { browser } from '../../../test/support/customer-test-helpers';
import { staffClient } from '../../../test/support/link-test-helpers';
import { customerWithPlan, insertSr, type SrCustomer } from '../../../test/support/sr-fixtures';
import { SERVICE_DESK_PERMISSION } from '../staff/roles';

describe.each(DB_KINDS)(
  'decision 089: the owner rates the service of a request, once, after the work (spec §7 ratings, T16.1) (%s)',
  (kind) => {
    let f: Fixture;
    let a: SrCustomer;
    let other: SrCustomer;

    beforeAll(async () => {
      f = await createFixture(kind);
      a = await customerWithPlan(f);
      other = await customerWithPlan(f);
    }, 120_000);
    afterAll(() => f?.close());

    const rate = (who: SrCustomer['b'], body: Record<string, unknown>) =>
      who.call('POST', '/v3/customer/ratings', { subject: 'service_request', ...body });
    const view = async (sr: ServiceRequestRow) =>
      (await a.b.call('GET', `/v3/tracker/service_request/${sr.srRef}`)).json().data as {
        status: string;
        rateable: boolean;
        rating: { rating: number; comment: string } | null;
      };
    const ratingsOf = (sr: ServiceRequestRow) =>
      f.handle.db
        .select()
        .from(customerRatings)
        .where(and(eq(customerRatings.subject, 'service_request'), eq(customerRatings.subjectRef, sr.srRef)));

    it('a closed request: rated with a comment, the tracker shows it and offers no second; a second is 409', async () => {
      const sr = await insertSr(f, a, { process: 'onsite', status: 'closed' });
      expect(await view(sr)).toMatchObject({ rateable: true, rating: null });
      const res = await rate(a.b, { rating: 4, subject_ref: sr.srRef, comment: 'On time, polite.' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'Thank you for your rating!' });
      expect(await view(sr)).toMatchObject({
        rateable: false,
        rating: { rating: 4, comment: 'On time, polite.' },
      });
      const again = await rate(a.b, { rating: 1, subject_ref: sr.srRef });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error_code: 'ALREADY_RATED' });
      const rows = await ratingsOf(sr);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ customerId: a.id, rating: 4 });
    });

    it('T16.1 / bad input: only the owner, only after the work; a clear 4xx and nothing written', async () => {
      const open = await insertSr(f, a, { process: 'onsite', status: 'visit_scheduled' });
      const done = await insertSr(f, a, { process: 'pick_drop', status: 'closed' });
      const anon = await browser(f);
      expect((await rate(anon, { rating: 5, subject_ref: done.srRef })).statusCode).toBe(401);
      const cases: [SrCustomer['b'], Record<string, unknown>, number, string][] = [
        [other.b, { rating: 5, subject_ref: done.srRef }, 404, 'SR_NOT_FOUND'],
        [a.b, { rating: 5, subject_ref: '261121-999999' }, 404, 'SR_NOT_FOUND'],
        [a.b, { rating: 5 }, 404, 'SR_NOT_FOUND'],
        [a.b, { rating: 5, subject_ref: open.srRef }, 409, 'SR_NOT_RATEABLE'],
        [a.b, { rating: 6, subject_ref: done.srRef }, 400, 'VALIDATION_ERROR'],
        [a.b, { rating: 5, subject_ref: done.srRef, comment: '<b>great</b>' }, 400, 'VALIDATION_ERROR'],
      ];
      for (const [who, body, status, code] of cases) {
        const res = await rate(who, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(res.json().error_code).toBe(code);
      }
      expect(await ratingsOf(open)).toEqual([]);
      expect(await ratingsOf(done)).toEqual([]);
      expect((await view(open)).rateable).toBe(false);
    });

    it('waiting for feedback: the rating is kept, the request stays with the desk, which reads it', async () => {
      const sr = await insertSr(f, a, { process: 'onsite', status: 'feedback' });
      expect((await rate(a.b, { rating: 2, subject_ref: sr.srRef, comment: 'Came late.' })).statusCode).toBe(
        200,
      );
      const [row] = await f.handle.db.select().from(serviceRequests).where(eq(serviceRequests.id, sr.id));
      expect(row!.status).toBe('feedback');
      const desk = await staffClient(f, 'desk.ratings', [SERVICE_DESK_PERMISSION]);
      const seen = (await desk.call('GET', `/v3/service-desk/requests/${sr.srRef}`)).json().data;
      expect(seen.request.rating).toEqual({ rating: 2, comment: 'Came late.' });
      // The desk closes it; the message of the milestone asks how it went.
      const closed = await desk.call('POST', `/v3/service-desk/requests/${sr.srRef}/actions`, {
        from: 'feedback',
        to: 'closed',
      });
      expect(closed.statusCode, closed.body).toBe(200);
      const told = (await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'sr_milestone'))).filter(
        (m) => m.payload.sr_id === sr.srRef,
      );
      expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      for (const m of told)
        expect(m.payload.text).toMatch(
          /: Closed\. How was the service\? Tell us on your tracker\. Track it at http:\/\//,
        );
    });

    it('T16.5: two ratings at once — one is kept, the other hears it was rated already', async () => {
      const sr = await insertSr(f, a, { process: 'carry_in', status: 'no_issue_found' });
      const answers = await Promise.all([
        rate(a.b, { rating: 5, subject_ref: sr.srRef }),
        rate(a.b, { rating: 3, subject_ref: sr.srRef }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await ratingsOf(sr)).toHaveLength(1);
    });
  },
);
