import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../../test/support/capture-log';
import { createFixture, DB_KINDS, type Fixture } from '../../test/support/fixture';
import { browser, registeredCustomer } from '../../test/support/customer-test-helpers';
import { maskIdentifier } from './security-log';

interface SecurityLine {
  ts: string;
  event: string;
  outcome: 'success' | 'failure';
  status: number;
  actor: string;
  ip: string;
  request_id: string;
}

// docs/product/security-tests.md#t13-1 (security test plan): 500 sign-in and one-time-code attempts with mixed outcomes and 200
// authorization denials each produce exactly one structured line {ts, event, outcome, actor, ip,
// request_id}, whatever answered them (handler, rate limit, CSRF, validation).
describe.each(DB_KINDS)('T13.1 security events are logged, one structured line each, on %s', (kind) => {
  const log = captureLog('info');
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind, { logger: { level: 'info', stream: log.stream } });
  });
  afterAll(() => f.close());

  const securityLines = () =>
    log.lines
      .map((l) => JSON.parse(l) as Partial<SecurityLine>)
      .filter((l): l is SecurityLine => typeof l.event === 'string' && l.event.startsWith('security.'));

  it('500 sign-in and code attempts and 200 denials: 100 % logged with ts, event, outcome, actor, ip, request_id', async () => {
    const { email, password } = await registeredCustomer(f);
    const attacker = await browser(f, '203.0.113.7');
    const expected: Array<{ id: string; event: string; status: number; ip: string }> = [];
    const record = (
      res: { headers: Record<string, unknown>; statusCode: number },
      event: string,
      ip: string,
    ) => expected.push({ id: String(res.headers['x-request-id']), event, status: res.statusCode, ip });

    for (let i = 0; i < 500; i++) {
      const kindOf = i % 5;
      if (kindOf === 0) {
        const pw = i % 50 === 0 ? password : `wrong-password-${i}`;
        record(
          await attacker.call('POST', '/customers/login', { username: email, password: pw }),
          'security.customer_login',
          attacker.ip,
        );
      } else if (kindOf === 1) {
        record(
          await attacker.call('POST', '/customers/login', {
            username: `nobody${i}@example.in`,
            password: 'x-wrong-x-wrong',
          }),
          'security.customer_login',
          attacker.ip,
        );
      } else if (kindOf === 2) {
        const phone = `98${String(700000 + i).padStart(8, '0')}`;
        record(
          await attacker.call('POST', '/v3/otp/send_otp', { phone, purpose: 'login' }),
          'security.otp_send',
          attacker.ip,
        );
      } else if (kindOf === 3) {
        const phone = `98${String(700000 + i - 1).padStart(8, '0')}`;
        record(
          await attacker.call('POST', '/v3/otp/verify_otp', { phone, otp: '000000', purpose: 'login' }),
          'security.otp_verify',
          attacker.ip,
        );
      } else {
        record(
          await attacker.call('POST', '/v3/staff/login', {
            username: 'agent.nobody',
            password: `guess-${i}-guess`,
          }),
          'security.staff_login',
          attacker.ip,
        );
      }
    }
    const outsider = await browser(f, '198.51.100.9');
    for (let i = 0; i < 200; i++) {
      const res =
        i % 2 === 0
          ? await outsider.call('GET', '/v3/customer/plans')
          : await outsider.call('POST', '/v3/cart/create_lead', { name: 'x' }, { 'x-csrftoken': 'forged' });
      expect([401, 403], `denial ${i}`).toContain(res.statusCode);
      record(res, 'security.access_denied', outsider.ip);
    }

    const byId = new Map<string, SecurityLine[]>();
    for (const line of securityLines())
      byId.set(line.request_id, [...(byId.get(line.request_id) ?? []), line]);
    const outcomes = new Set<string>();
    for (const want of expected) {
      const lines = byId.get(want.id) ?? [];
      expect(lines, `${want.event} ${want.id}`).toHaveLength(1);
      const [line] = lines as [SecurityLine];
      expect(line.event).toBe(want.event);
      expect(line.status).toBe(want.status);
      expect(line.outcome).toBe(want.status < 400 ? 'success' : 'failure');
      expect(line.ip).toBe(want.ip);
      expect(Number.isNaN(Date.parse(line.ts))).toBe(false);
      expect(line.actor.length).toBeGreaterThan(0);
      outcomes.add(`${line.event}:${line.status}`);
    }
    // Mixed outcomes really happened: a success, refusals and rate limits among them.
    expect([...outcomes].some((o) => o.endsWith(':200'))).toBe(true);
    expect([...outcomes].some((o) => o.endsWith(':429'))).toBe(true);
    expect(expected).toHaveLength(700);
  }, 300_000);

  it('T13.2: identifiers in security lines are masked; passwords and codes never appear', async () => {
    const lines = securityLines();
    expect(lines.length).toBeGreaterThan(0);
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/wrong-password-|guess-\d+-guess|9870\d{6}/);
    expect(maskIdentifier('9876543210')).toBe('******3210');
    expect(maskIdentifier('asha@example.in')).toBe('a***@example.in');
  });
});
