import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '@kavach/db';
import { createFixture, DB_KINDS, startSession, type Fixture } from '../../../test/support/fixture';
import { hashId } from '../../plugins/session';

describe.each(DB_KINDS)('POST /auth/update_session (spec §7 Session) (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  const update = (s: Awaited<ReturnType<typeof startSession>>, payload: string) =>
    f.app.inject({
      method: 'POST',
      url: '/auth/update_session',
      headers: { ...s.headers, 'content-type': 'application/json' },
      payload,
    });
  const rowOf = async (s: Awaited<ReturnType<typeof startSession>>) =>
    (
      await f.handle.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, hashId(s.rawCookie.value)))
    )[0];

  it('issue 18 finding 6: an empty body {} is a documented no-op → 200 with the session id, not a 500', async () => {
    const s = await startSession(f.app);
    const before = await rowOf(s);
    const res = await update(s, '{}');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ session_id: s.publicId });
    const after = await rowOf(s);
    expect({ tabId: after?.tabId, leadId: after?.leadId }).toEqual({
      tabId: before?.tabId,
      leadId: before?.leadId,
    });
  });

  it('sets the fields it is given, and only those', async () => {
    const s = await startSession(f.app);
    expect((await update(s, JSON.stringify({ lead_id: 'lead-7' }))).statusCode).toBe(200);
    expect(await rowOf(s)).toMatchObject({ tabId: 'tab-1', leadId: 'lead-7' });
    expect((await update(s, JSON.stringify({ tabId: 'tab-2' }))).statusCode).toBe(200);
    expect(await rowOf(s)).toMatchObject({ tabId: 'tab-2', leadId: 'lead-7' });
  });
});
