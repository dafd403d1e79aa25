import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { outbox, serviceRequests } from '@kavach/db';
import { createFixture, DB_KINDS, WEB_ORIGIN, type Fixture } from '../../../test/support/fixture';
import { customerWithPlan, insertSr } from '../../../test/support/sr-fixtures';
import { sendAppointmentReminders } from '../../jobs/appointment-reminders';

const ist = (local: string) => new Date(`${local}+05:30`);
const SUPPORT = '1800-123-4567';

describe.each(DB_KINDS)(
  'decision 104: turning WhatsApp off in My Profile withdraws it everywhere (%s)',
  (kind) => {
    let f: Fixture;
    beforeAll(async () => {
      f = await createFixture(kind);
    }, 120_000);
    afterAll(() => f?.close());

    const optIns = (ids: number[]) =>
      f.handle.db
        .select({ id: serviceRequests.id, on: serviceRequests.whatsappOptIn })
        .from(serviceRequests)
        .where(inArray(serviceRequests.id, ids))
        .then((rows) => Object.fromEntries(rows.map((r) => [r.id, r.on])));

    it('every request of the customer stops sending on WhatsApp; another customer’s requests keep theirs', async () => {
      const owner = await customerWithPlan(f);
      const other = await customerWithPlan(f);
      const appointment = { date: '2026-12-03', time: '10AM - 2PM' };
      const raised = { createdAt: ist('2026-12-01T11:00:00'), appointment, whatsappOptIn: true };
      const open = await insertSr(f, owner, { ...raised, status: 'visit_scheduled' });
      const closed = await insertSr(f, owner, { ...raised, status: 'closed' });
      const theirs = await insertSr(f, other, { ...raised, status: 'visit_scheduled' });

      const on = await owner.b.call('POST', '/customers/update', { whatsapp_subscribed: true });
      expect(on.json().customer).toMatchObject({ whatsapp_subscribed: true });
      expect(await optIns([open.id, closed.id])).toEqual({ [open.id]: true, [closed.id]: true });

      const off = await owner.b.call('POST', '/customers/update', { whatsapp_subscribed: false });
      expect(off.statusCode).toBe(200);
      expect(off.json().customer).toMatchObject({ whatsapp_subscribed: false });
      expect(await optIns([open.id, closed.id, theirs.id])).toEqual({
        [open.id]: false,
        [closed.id]: false,
        [theirs.id]: true,
      });

      // The next message about the open request (its appointment's reminder) goes by SMS and email only.
      f.clock.set(ist('2026-12-02T18:30:00'));
      await sendAppointmentReminders({
        db: f.handle.db,
        clock: f.clock,
        webOrigin: WEB_ORIGIN,
        supportPhone: SUPPORT,
      });
      const channels = async (ref: string) =>
        (
          await f.handle.db
            .select({ channel: outbox.channel })
            .from(outbox)
            .where(
              and(eq(outbox.topic, 'sr_appointment_reminder'), sql`${outbox.payload}->>'sr_id' = ${ref}`),
            )
        )
          .map((m) => m.channel)
          .sort();
      expect(await channels(open.srRef)).toEqual(['email', 'sms']);
      expect(await channels(theirs.srRef)).toEqual(['email', 'sms', 'whatsapp']);
    });
  },
);
