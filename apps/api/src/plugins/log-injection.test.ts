import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../../test/support/capture-log';
import { createFixture, DB_KINDS, type Fixture } from '../../test/support/fixture';
import { client } from '../../test/support/cart-test-helpers';

/** A line a naive logger would print as a log entry of its own. */
const FORGED = '{"level":50,"msg":"FORGED","event":"staff_login","outcome":"success"}';
const HOSTILE = [
  `agent\r\n${FORGED}`,
  `agent\n${FORGED}\n`,
  'agent\u001b[2J\u001b[31mred\u001b[0m',
  `x\u2028${FORGED}`,
];

describe.each(DB_KINDS)(
  'T13.3 log injection: CR/LF and ANSI escapes are logged as escaped JSON (%s)',
  (kind) => {
    let f: Fixture;
    const log = captureLog('trace');
    beforeAll(async () => {
      f = await createFixture(kind, { logger: { level: 'trace', stream: log.stream } });
    });
    afterAll(() => f.close());

    it('username, address, coupon code and URL carrying CR/LF/ANSI → every log line is one JSON object, 0 forged lines', async () => {
      const c = await client(f);
      const item = await c.call('POST', '/v3/cart/item', {
        data: { sku: 'EW-MOBILE-PHONE', tenure_months: 12, device_price: 2_000_000 },
      });
      const token = item.json().cart.token_id as string;
      const ids: string[] = [];
      for (const text of HOSTILE) {
        const answers = [
          await c.call('POST', '/v3/staff/login', { username: text, password: text }),
          await c.call('POST', `/v3/cart/${token}`, {
            address: { address: `14 MG Road${text}`, pincode: '400001' },
          }),
          await c.call('POST', '/v3/cart/apply_discount', { code: text, token_id: token }),
          await c.call('GET', `/v3/address_suggestions?city=mumbai&q=${encodeURIComponent(text)}`),
          await c.call('GET', `/plan-pages/${encodeURIComponent(text)}`),
        ];
        for (const res of answers) {
          expect(res.statusCode).toBeLessThan(500);
          ids.push(res.headers['x-request-id'] as string);
        }
      }
      expect(log.lines.length).toBeGreaterThan(0);
      for (const chunk of log.lines) {
        // One chunk is one line: a single trailing newline, no other line break, no raw escape.
        expect(chunk.endsWith('\n')).toBe(true);
        // eslint-disable-next-line no-control-regex -- a raw ESC is what must not be there
        expect(chunk.slice(0, -1)).not.toMatch(/[\r\n\u001b]/);
        const entry = JSON.parse(chunk) as { msg?: string };
        expect(entry.msg).not.toBe('FORGED');
      }
      // Each request was logged (its id on its lines), so the checks above looked at them.
      const logged = log.lines.join('');
      for (const id of ids) expect(logged).toContain(id);
    });
  },
);
