import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevOutbox } from '@kavach/contracts';
import { buildApp } from '../../app';
import { createFixture, DB_KINDS, startSession, type Fixture } from '../../../test/support/fixture';

describe.each(DB_KINDS)('GET /dev/outbox (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  it('lists the latest messages, newest first, with their text (so a developer can read a code)', async () => {
    const s = await startSession(f.app);
    const headers = { ...s.headers, 'content-type': 'application/json' };
    await f.app.inject({
      method: 'POST',
      url: '/selfserve/create_incident_emailterminator',
      headers,
      payload: { name: 'Asha', email: 'asha@example.in', subject: 'Hi', message: 'Hello' },
    });
    await f.app.inject({
      method: 'POST',
      url: '/v3/otp/send_otp',
      headers,
      payload: { phone: '9811111111' },
    });
    const res = await f.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { messages } = DevOutbox.parse(res.json());
    expect(messages.map((m) => m.topic)).toEqual(['otp', 'incident_acknowledgement']);
    expect(messages[0]).toMatchObject({ channel: 'sms', recipient: '+919811111111', status: 'pending' });
    expect(messages[0]!.text).toMatch(/^\d{6} is your Kavach OTP/);
    expect(messages[1]!.subject).toMatch(/^We have received your message \(WTU-/);
    expect(messages[1]!.text).toContain('Hello Asha');
  });

  it('keeps to the latest 50', async () => {
    const s = await startSession(f.app);
    const headers = { ...s.headers, 'content-type': 'application/json' };
    for (let i = 0; i < 52; i++) {
      await f.app.inject({
        method: 'POST',
        url: '/v3/otp/send_otp',
        headers: { ...headers, 'x-forwarded-for': `10.50.0.${Math.floor(i / 15)}` },
        payload: { phone: `97000000${String(i).padStart(2, '0')}` },
      });
    }
    const { messages } = DevOutbox.parse((await f.app.inject({ method: 'GET', url: '/dev/outbox' })).json());
    expect(messages).toHaveLength(50);
    expect(messages[0]!.recipient).toBe('+919700000051');
  });

  it('is not there in production (404)', async () => {
    const app = await buildApp({ ...f.deps, config: { ...f.deps.config, nodeEnv: 'production' } });
    expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    await app.close();
  });
});
