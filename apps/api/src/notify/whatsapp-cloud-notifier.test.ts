import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmsProvider, type FakeSmsProvider } from '../../test/support/fake-sms-provider';
import { DeliveryError, type OutboundMessage } from './notifier';
import { createWhatsAppCloudNotifier } from './whatsapp-cloud-notifier';

const TOKEN = 'EAAG_wa_test_ZZTOKEN';
const LINK = 'https://www.example.in/api/v3/order/download/OSID?application=website&type=certificate';
const certificate = (over: Partial<OutboundMessage> = {}): OutboundMessage => ({
  id: 9,
  channel: 'whatsapp',
  topic: 'certificate_whatsapp',
  recipient: '+919876543210',
  subject: null,
  text: 'Hi Asha, your Kavach Certificate of Protection for Extended Warranty is ready.',
  idempotencyKey: 'certificate_whatsapp:c-1',
  payload: { first_name: 'Asha', plan_name: 'Extended Warranty', link: LINK },
  ...over,
});

describe('issue 4 §3: WhatsApp Cloud API adapter (WHATSAPP_PROVIDER=cloud) against a local fake Graph API', () => {
  let graph: FakeSmsProvider;
  let status = 200;
  let delayMs = 0;
  beforeAll(async () => {
    graph = await startFakeSmsProvider(async () => {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      return status;
    });
  });
  afterAll(() => graph.close());

  const notifier = (timeoutMs?: number) =>
    createWhatsAppCloudNotifier({
      apiUrl: `${graph.url}/v21.0/`,
      phoneNumberId: '106540352242922',
      accessToken: TOKEN,
      certificateTemplate: 'plan_certificate',
      serviceRequestTemplate: 'service_request_update',
      ...(timeoutMs ? { timeoutMs } : {}),
    });
  const failure = async (message: OutboundMessage, timeoutMs?: number) =>
    (await notifier(timeoutMs)
      .send(message)
      .catch((e: unknown) => e)) as DeliveryError;

  it('POSTs the approved template to {WHATSAPP_API_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages with the bearer token', async () => {
    await notifier().send(certificate());
    const req = graph.requests.at(-1)!;
    expect(req.path).toBe('/v21.0/106540352242922/messages');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(req.headers['idempotency-key']).toBe('certificate_whatsapp:c-1');
    expect(req.body).toEqual({
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'plan_certificate',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Asha' },
              { type: 'text', text: 'Extended Warranty' },
              { type: 'text', text: LINK },
            ],
          },
        ],
      },
    });
  });

  it.each([200, 201, 202])('delivered: a %i answer resolves', async (code) => {
    status = code;
    await expect(notifier().send(certificate())).resolves.toBeUndefined();
    status = 200;
  });

  it.each([
    [400, true],
    [401, true],
    [403, true],
    [404, true],
    [408, false],
    [429, false],
    [500, false],
    [502, false],
    [503, false],
  ])(
    'an answer %i is a DeliveryError (permanent: %s) naming the status only, not the token, phone or link',
    async (code, permanent) => {
      status = code;
      const err = await failure(certificate());
      status = 200;
      expect(err).toBeInstanceOf(DeliveryError);
      expect(err.permanent).toBe(permanent);
      expect(err.message).toBe(`WhatsApp Cloud API answered ${code}`);
      for (const secret of [TOKEN, '9876543210', LINK]) expect(err.message).not.toContain(secret);
    },
  );

  it('decision 103: a service request’s milestone, appointment and reminder go with the request template (its number and the text)', async () => {
    const text =
      'Reminder: our technician visits you tomorrow, Thu, 3 Dec, 10AM - 2PM for service request 261201-000123.';
    for (const topic of ['sr_milestone', 'sr_appointment', 'sr_appointment_reminder']) {
      await notifier().send(
        certificate({
          topic,
          idempotencyKey: `${topic}:261201-000123:whatsapp`,
          payload: { sr_id: '261201-000123', text, tracker_url: 'https://www.example.in/t' },
        }),
      );
      expect(graph.requests.at(-1)!.body).toMatchObject({
        to: '919876543210',
        template: {
          name: 'service_request_update',
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: '261201-000123' },
                { type: 'text', text },
              ],
            },
          ],
        },
      });
    }
  });

  it('a timeout is transient (retried by the relay)', async () => {
    delayMs = 1000;
    const err = await failure(certificate(), 150);
    delayMs = 0;
    expect(err).toMatchObject({
      name: 'DeliveryError',
      permanent: false,
      message: 'WhatsApp Cloud API timed out after 150 ms',
    });
  });

  it('an unreachable Graph API is transient', async () => {
    const closed = await startFakeSmsProvider();
    await closed.close();
    const err = await createWhatsAppCloudNotifier({
      apiUrl: closed.url,
      phoneNumberId: '1',
      accessToken: TOKEN,
      certificateTemplate: 'plan_certificate',
      serviceRequestTemplate: 'service_request_update',
    })
      .send(certificate())
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ permanent: false, message: 'WhatsApp Cloud API unreachable' });
  });

  it('nothing is sent for a topic without a template, a missing parameter or a recipient that is no phone number (permanent)', async () => {
    const before = graph.requests.length;
    const cases: [Partial<OutboundMessage>, string][] = [
      [{ topic: 'otp' }, 'no WhatsApp template for topic otp'],
      [
        { payload: { first_name: 'Asha', plan_name: 'Extended Warranty' } },
        'WhatsApp certificate_whatsapp message lacks link',
      ],
      [
        { payload: { first_name: ' ', plan_name: 'Extended Warranty', link: LINK } },
        'WhatsApp certificate_whatsapp message lacks first_name',
      ],
      [{ recipient: 'asha@example.in' }, 'WhatsApp recipient is not an E.164 phone number'],
      [
        { topic: 'sr_milestone', payload: { sr_id: '261201-000123' } },
        'WhatsApp sr_milestone message lacks text',
      ],
    ];
    for (const [over, message] of cases) {
      const err = await failure(certificate(over));
      expect(err).toMatchObject({ name: 'DeliveryError', permanent: true, message });
    }
    expect(graph.requests.length).toBe(before);
  });
});
