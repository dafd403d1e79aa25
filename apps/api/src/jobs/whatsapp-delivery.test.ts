import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '@kavach/db';
import { DevOutbox } from '@kavach/contracts';
import { ownerWithPlan, phoneDevice, uploadRequired } from '../../test/support/activation-test-helpers';
import { createNotifiers } from '../notify/notifiers';
import { captureLog } from '../../test/support/capture-log';
import { startFakeSmsProvider, type FakeSmsProvider } from '../../test/support/fake-sms-provider';
import { createFixture, DB_KINDS, WEB_ORIGIN, type Fixture } from '../../test/support/fixture';
import { createOutboxRelay } from './outbox-relay';

const TOKEN = 'EAAG_wa_test_ZZSECRETTOKEN';
const PHONE_NUMBER_ID = '106540352242922';

describe.each(DB_KINDS)(
  'issue 4 §3: send_certificate_wa reaches WhatsApp through the outbox relay (%s)',
  (kind) => {
    let f: Fixture;
    let graph: FakeSmsProvider;
    let answers: number[] = [];
    let owner: Awaited<ReturnType<typeof ownerWithPlan>>;
    let link: string;
    beforeAll(async () => {
      f = await createFixture(kind);
      graph = await startFakeSmsProvider(() => answers.shift() ?? 200);
      owner = await ownerWithPlan(f);
      await uploadRequired(f, owner.b, owner.osid);
      const activated = await owner.b.call('POST', `/v3/activation/${owner.osid}`, {
        device: phoneDevice(f),
        personal: { name: 'Zara Quintero' },
      });
      expect(activated.statusCode).toBe(200);
      link = `${WEB_ORIGIN}/api/v3/order/download/${owner.osid}?application=website&type=certificate`;
    });
    beforeEach(async () => {
      await f.handle.db.delete(outbox);
      graph.requests.length = 0;
      answers = [];
    });
    afterAll(async () => {
      await graph.close();
      await f.close();
    });

    /** At most 4 calls per file: the route allows 5 per 10 minutes. */
    async function sendCertificate() {
      const res = await owner.b.call('POST', '/v3/activation/send_certificate_wa', { osid: owner.osid });
      expect(res.statusCode).toBe(200);
      return res;
    }

    function relay(whatsappKind: 'cloud' | 'dev', log = captureLog('silent')) {
      const notify = {
        sms: { kind: 'dev' as const },
        email: { kind: 'dev' as const },
        crm: { kind: 'dev' as const },
        whatsapp:
          whatsappKind === 'cloud'
            ? {
                kind: 'cloud' as const,
                apiUrl: `${graph.url}/v21.0`,
                phoneNumberId: PHONE_NUMBER_ID,
                accessToken: TOKEN,
                certificateTemplate: 'plan_certificate',
                serviceRequestTemplate: 'service_request_update',
              }
            : { kind: 'dev' as const },
      };
      const { whatsapp } = createNotifiers({ nodeEnv: 'test', notify }, log.logger);
      // The relay's defaults (8 attempts, 5 s backoff doubling), on the fixture's clock.
      return createOutboxRelay({ db: f.handle.db, notifiers: { whatsapp }, clock: f.clock, log: log.logger });
    }
    const rows = () => f.handle.db.select().from(outbox);
    const later = (ms: number) => f.clock.set(new Date(f.clock.now().getTime() + ms));

    it('queues one whatsapp row (first name, plan name, the certificate link; no PDF) and the Cloud API gets the template once', async () => {
      const res = await sendCertificate();
      const masked = `******${owner.phone.slice(-4)}`;
      expect(res.json()).toEqual({
        channel: 'whatsapp',
        masked_phone: masked,
        message: `We have sent a link to your certificate on WhatsApp to ${masked}.`,
      });
      const [queued, ...others] = await rows();
      expect(others).toHaveLength(0);
      expect(queued).toMatchObject({
        channel: 'whatsapp',
        topic: 'certificate_whatsapp',
        recipient: `+91${owner.phone}`,
        status: 'pending',
      });
      expect(queued!.payload).toEqual({ first_name: 'Zara', plan_name: expect.any(String), link });
      const r = relay('cloud');
      expect(await r.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
      expect((await r.runOnce()).claimed, 'a sent row is not sent again').toBe(0);
      expect(graph.requests).toHaveLength(1);
      const req = graph.requests[0]!;
      expect(req.path).toBe(`/v21.0/${PHONE_NUMBER_ID}/messages`);
      expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(req.headers['idempotency-key']).toBe(queued!.idempotencyKey);
      expect(req.body).toEqual({
        messaging_product: 'whatsapp',
        to: `91${owner.phone}`,
        type: 'template',
        template: {
          name: 'plan_certificate',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Zara' },
                { type: 'text', text: queued!.payload.plan_name },
                { type: 'text', text: link },
              ],
            },
          ],
        },
      });
      expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1 });
    });

    it('429 and 5xx are retried after the relay backoff with the same idempotency key, then delivered once', async () => {
      await sendCertificate();
      answers = [429, 503];
      const r = relay('cloud');
      expect(await r.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
      expect((await r.runOnce()).claimed, 'not due before its backoff').toBe(0);
      later(5000);
      expect(await r.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
      later(10_000);
      expect(await r.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'sent', attempts: 3 });
      expect(graph.requests.map((q) => [q.status, q.headers['idempotency-key']])).toEqual([
        [429, row!.idempotencyKey],
        [503, row!.idempotencyKey],
        [200, row!.idempotencyKey],
      ]);
    });

    it('a 4xx is permanent: not retried; the logs name the status, never the token, the phone or the link', async () => {
      await sendCertificate();
      answers = [400];
      const log = captureLog('trace');
      const r = relay('cloud', log);
      expect(await r.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
      later(10 * 60_000); // past the longest backoff (5 min), within the sign-in's idle limit
      expect((await r.runOnce()).claimed).toBe(0);
      expect(graph.requests).toHaveLength(1);
      expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 1 });
      const text = log.lines.join('\n');
      expect(text).toContain('WhatsApp Cloud API answered 400');
      for (const secret of [TOKEN, owner.phone, owner.osid])
        expect(text, `log leaks ${secret}`).not.toContain(secret);
    });

    it('WHATSAPP_PROVIDER=dev (default): counted delivered, nothing leaves, readable at /dev/outbox', async () => {
      await sendCertificate();
      expect(await relay('dev', captureLog('info')).runOnce()).toMatchObject({ sent: 1 });
      expect(graph.requests).toHaveLength(0);
      const { messages } = DevOutbox.parse(
        (await f.app.inject({ method: 'GET', url: '/dev/outbox' })).json(),
      );
      expect(messages[0]).toMatchObject({
        channel: 'whatsapp',
        topic: 'certificate_whatsapp',
        recipient: `+91${owner.phone}`,
        status: 'sent',
        subject: null,
      });
      expect(messages[0]!.text).toMatch(
        /^Hi Zara, your Kavach Certificate of Protection for .+ is ready\. Sign in and download it: /,
      );
      expect(messages[0]!.text.endsWith(link)).toBe(true);
    });
  },
);
