import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { incidents, outbox } from '@kavach/db';
import { createFixture, DB_KINDS, startSession, type Fixture } from '../../../test/support/fixture';

describe.each(DB_KINDS)('write to us and app link (%s)', (kind) => {
  let f: Fixture;
  let headers: Record<string, string>;
  beforeAll(async () => {
    f = await createFixture(kind);
    headers = { ...(await startSession(f.app)).headers, 'content-type': 'application/json' };
  });
  afterAll(() => f.close());

  it('§2 /write-to-us posts an incident and queues the acknowledgement email in the same transaction', async () => {
    const res = await f.app.inject({
      method: 'POST',
      url: '/selfserve/create_incident_emailterminator',
      headers,
      payload: {
        name: 'Priya Sharma',
        email: 'priya.sharma@example.in',
        phone: '9876543210',
        subject: 'Claim status',
        message: 'My AC request is pending.',
      },
    });
    expect(res.statusCode).toBe(200);
    const { reference } = res.json();
    expect(reference).toMatch(/^WTU-\d{6}-[0-9A-F]{6}$/);
    const [row] = await f.handle.db.select().from(incidents).where(eq(incidents.reference, reference));
    expect(row?.email).toBe('priya.sharma@example.in');
    const mail = await f.handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `incident:${reference}`));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      channel: 'email',
      recipient: 'priya.sharma@example.in',
      status: 'pending',
    });
  });

  it('§7 /send_app_link queues an SMS through the outbox and is rate limited', async () => {
    const statuses: number[] = [];
    let last: { error_code?: string; retry_after_seconds?: number } = {};
    for (let i = 0; i < 4; i++) {
      const res = await f.app.inject({
        method: 'POST',
        url: '/send_app_link',
        headers,
        payload: { phone: '9123456780' },
      });
      statuses.push(res.statusCode);
      last = res.json();
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // A stable code and the wait in seconds (conventions: 4xx with error_code).
    expect(last.error_code).toBe('RATE_LIMITED');
    expect(last.retry_after_seconds).toBeGreaterThan(0);
    const sms = await f.handle.db.select().from(outbox).where(eq(outbox.recipient, '9123456780'));
    expect(sms).toHaveLength(3);
  });

  it('§7 /send_app_link rejects a non-Indian or malformed number with 400', async () => {
    for (const phone of ['+441234567890', '12345', '5123456789']) {
      const res = await f.app.inject({
        method: 'POST',
        url: '/send_app_link',
        headers: { ...headers, 'x-forwarded-for': '10.9.9.9' },
        payload: { phone },
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
