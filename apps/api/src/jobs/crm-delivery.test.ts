import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '@kavach/db';
import { DevOutbox } from '@kavach/contracts';
import { createNotifiers } from '../notify/notifiers';
import { captureLog } from '../../test/support/capture-log';
import { startFakeSmsProvider, type FakeSmsProvider } from '../../test/support/fake-sms-provider';
import { createFixture, DB_KINDS, startSession, type Fixture } from '../../test/support/fixture';
import { freshIp } from '../../test/support/otp-testing';
import { createOutboxRelay } from './outbox-relay';

const API_KEY = 'crm_test_ZZSECRETKEY';
const LEAD = { name: 'Zara Quintero', phone: '98765 43210', email: 'zara.q@example.in', city: 'mumbai' };

describe.each(DB_KINDS)(
  'issue 3 item 1: create_lead reaches the CRM through the outbox relay (%s)',
  (kind) => {
    let f: Fixture;
    let crm: FakeSmsProvider;
    let answers: number[] = [];
    beforeAll(async () => {
      f = await createFixture(kind);
      crm = await startFakeSmsProvider(() => answers.shift() ?? 200);
    });
    beforeEach(async () => {
      await f.handle.db.delete(outbox);
      crm.requests.length = 0;
      answers = [];
    });
    afterAll(async () => {
      await crm.close();
      await f.close();
    });

    async function createLead() {
      const s = await startSession(f.app);
      const res = await f.app.inject({
        method: 'POST',
        url: '/v3/cart/create_lead',
        headers: { ...s.headers, 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
        payload: LEAD,
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { lead_id: string }).lead_id;
    }

    function relay(crmKind: 'http' | 'dev', log = captureLog('silent')) {
      const notify = {
        sms: { kind: 'dev' as const },
        email: { kind: 'dev' as const },
        crm:
          crmKind === 'http'
            ? { kind: 'http' as const, url: `${crm.url}/leads`, apiKey: API_KEY }
            : { kind: 'dev' as const },
        whatsapp: { kind: 'dev' as const },
      };
      const { crm: crmNotifier } = createNotifiers({ nodeEnv: 'test', notify }, log.logger);
      // The relay's defaults (8 attempts, 5 s backoff doubling), on the fixture's clock.
      return createOutboxRelay({
        db: f.handle.db,
        notifiers: { crm: crmNotifier },
        clock: f.clock,
        log: log.logger,
      });
    }

    const rows = () => f.handle.db.select().from(outbox);

    it('a lead is POSTed once to CRM_URL with its data, the bearer key and the Idempotency-Key; the row is sent', async () => {
      const leadId = await createLead();
      expect((await rows()).map((r) => [r.channel, r.topic, r.status])).toEqual([['crm', 'lead', 'pending']]);
      expect(await relay('http').runOnce()).toMatchObject({ claimed: 1, sent: 1 });
      expect(crm.requests).toHaveLength(1);
      const req = crm.requests[0]!;
      expect(req.path).toBe('/leads');
      expect(req.headers.authorization).toBe(`Bearer ${API_KEY}`);
      expect(req.headers['idempotency-key']).toBe(`lead:${leadId}`);
      expect(req.body).toEqual({
        event: 'lead',
        phone: '+919876543210',
        data: { lead_id: leadId, name: LEAD.name, email: LEAD.email, city: 'mumbai', cart: null },
        idempotency_key: `lead:${leadId}`,
      });
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    });

    it('a 5xx is retried after the relay backoff (5 s), with the same idempotency key, then delivered', async () => {
      const leadId = await createLead();
      answers = [503];
      const r = relay('http');
      expect(await r.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
      const [waiting] = await rows();
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
      expect(waiting!.availableAt.getTime() - f.clock.now().getTime()).toBe(5000);
      expect((await r.runOnce()).claimed, 'not due before its backoff').toBe(0);
      f.clock.set(new Date(f.clock.now().getTime() + 5000));
      expect(await r.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
      expect(crm.requests.map((q) => [q.status, q.headers['idempotency-key']])).toEqual([
        [503, `lead:${leadId}`],
        [200, `lead:${leadId}`],
      ]);
      expect(crm.acceptedPerKey().get(`lead:${leadId}`)).toBe(1);
    });

    it('a 4xx is a permanent failure: not retried; the logs name the status, not the lead or the key', async () => {
      await createLead();
      answers = [422];
      const log = captureLog('trace');
      const r = relay('http', log);
      expect(await r.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
      f.clock.set(new Date(f.clock.now().getTime() + 60 * 60_000));
      expect((await r.runOnce()).claimed).toBe(0);
      expect(crm.requests).toHaveLength(1);
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      const text = log.lines.join('\n');
      expect(text).toContain('CRM answered 422');
      for (const secret of [API_KEY, LEAD.name, LEAD.email, '9876543210'])
        expect(text, `log leaks ${secret}`).not.toContain(secret);
    });

    it('CRM_PROVIDER=dev (default): the lead is counted delivered and readable at /dev/outbox', async () => {
      const leadId = await createLead();
      expect(await relay('dev', captureLog('info')).runOnce()).toMatchObject({ sent: 1 });
      expect(crm.requests).toHaveLength(0);
      const { messages } = DevOutbox.parse(
        (await f.app.inject({ method: 'GET', url: '/dev/outbox' })).json(),
      );
      expect(messages[0]).toMatchObject({
        channel: 'crm',
        topic: 'lead',
        status: 'sent',
        subject: 'New sales lead',
      });
      expect(messages[0]!.text).toBe(
        `Sales lead ${leadId} from the website: ${LEAD.name}, ${LEAD.email}, mumbai. Please call back.`,
      );
    });
  },
);
