import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';

/** Errors as node-postgres and Drizzle throw them while PostgreSQL restarts or is out of reach. */
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1'), { cause });
const DOWN: Record<string, Error> = {
  'connection refused (ECONNREFUSED)': withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
  'admin shutdown (57P01), inside a DrizzleQueryError': wrapped(
    withCode('terminating connection due to administrator command', '57P01'),
  ),
  'server starting up (57P03)': withCode('the database system is starting up', '57P03'),
  'connection terminated unexpectedly': wrapped(new Error('Connection terminated unexpectedly')),
  'pool timeout': new Error('timeout exceeded when trying to connect'),
};

describe('T9.2 the error handler answers 503 + Retry-After while the database is away', () => {
  const app = Fastify();
  let next: Error = new Error('unset');
  beforeAll(async () => {
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw next;
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(Object.entries(DOWN))('T9.2 %s → 503 SERVICE_UNAVAILABLE with Retry-After', async (_, err) => {
    next = err;
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ error_code: 'SERVICE_UNAVAILABLE' });
    expect(res.body).not.toMatch(/ECONNREFUSED|57P0|terminated|5432|select/i);
  });

  it('T9.2 any other error (a bug, a constraint violation) stays a generic 500', async () => {
    for (const err of [new TypeError('x is undefined'), wrapped(withCode('duplicate key', '23505'))]) {
      next = err;
      const res = await app.inject({ method: 'GET', url: '/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json().error_code).toBe('INTERNAL_ERROR');
    }
  });
});
