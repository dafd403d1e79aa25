import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, DB_KINDS, startSession, type Fixture } from '../../test/support/fixture';
import { rowCounts } from '../../test/support/db-snapshot';

const LEAKS = /(at \w+ \(|\/work\/|node_modules|SELECT |INSERT |pg_|ZodError|stack)/i;

describe.each(DB_KINDS)('one error handler: bad input gets a clear 4xx (%s)', (kind) => {
  let f: Fixture;
  let headers: Record<string, string>;
  beforeAll(async () => {
    f = await createFixture(kind);
    headers = (await startSession(f.app)).headers;
  });
  afterAll(() => f.close());

  // A distinct client address per request keeps the route's rate limit out of these checks.
  let client = 0;
  const send = (payload: string, contentType = 'application/json') =>
    f.app.inject({
      method: 'POST',
      url: '/selfserve/create_incident_emailterminator',
      headers: { ...headers, 'content-type': contentType, 'x-forwarded-for': `10.0.0.${++client}` },
      payload,
    });

  it('T1.3 malformed JSON → 400 INVALID_JSON', async () => {
    const res = await send('{"name": ');
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('INVALID_JSON');
  });

  it('T1.3 wrong content type with a valid token → 415', async () => {
    const res = await send('name=a', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json().error_code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('T1.3 body of 1 MiB + 1 byte → 413', async () => {
    const res = await send(JSON.stringify({ message: 'x'.repeat(1024 * 1024) }));
    expect(res.statusCode).toBe(413);
  });

  it.each([
    ['__proto__ poisoning', '{"__proto__": {"admin": true}, "name": "a"}'],
    ['constructor.prototype', '{"constructor": {"prototype": {"x": 1}}}'],
    ['array instead of object', '[1,2,3]'],
    ['wrong types', '{"name": 5, "email": [], "subject": {}, "message": null}'],
    [
      'extra field (mass assignment)',
      JSON.stringify({ name: 'A', email: 'a@b.co', subject: 's', message: 'm', status: 'closed' }),
    ],
    [
      '< and > are disallowed (§5)',
      JSON.stringify({ name: '<script>', email: 'a@b.co', subject: 's', message: 'm' }),
    ],
    ['email rule (§5)', JSON.stringify({ name: 'A', email: 'a@b.company', subject: 's', message: 'm' })],
  ])('T1.1 %s → 400, readable message, no leak, no write', async (_name, payload) => {
    const before = await rowCounts(f.handle.db);
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error_code).toMatch(/VALIDATION_ERROR|INVALID_JSON|BAD_REQUEST/);
    expect(body.message).toBeTruthy();
    expect(res.body).not.toMatch(LEAKS);
    expect(await rowCounts(f.handle.db)).toEqual(before);
  });

  it('empty required fields say "Required field"', async () => {
    const res = await send(JSON.stringify({ name: ' ', email: 'a@b.co', subject: 's', message: 'm' }));
    expect(res.json().fields.name).toBe('Required field');
  });

  it('T1.3 unknown route and TRACE → 404/405 JSON, never 5xx', async () => {
    const unknown = await f.app.inject({ method: 'GET', url: '/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_code).toBe('NOT_FOUND');
    const trace = await f.app.inject({ method: 'TRACE' as 'GET', url: '/health' });
    expect([404, 405]).toContain(trace.statusCode);
  });

  it('every response carries a request id; a valid incoming one is echoed', async () => {
    const res = await f.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'req-12345678' },
    });
    expect(res.headers['x-request-id']).toBe('req-12345678');
    const bad = await f.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'x\r\ninjected' },
    });
    expect(bad.headers['x-request-id']).not.toContain('injected');
  });
});
