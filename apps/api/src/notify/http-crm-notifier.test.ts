import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmsProvider, type FakeSmsProvider } from '../../test/support/fake-sms-provider';
import { createHttpCrmNotifier } from './http-crm-notifier';
import { DeliveryError, type OutboundMessage } from './notifier';

const API_KEY = 'crm_test_ZZKEY';
const lead = (over: Partial<OutboundMessage> = {}): OutboundMessage => ({
  id: 7,
  channel: 'crm',
  topic: 'lead',
  recipient: '+919876543210',
  subject: 'New sales lead',
  text: 'Sales lead L-1 from the website: Asha Rao. Please call back.',
  idempotencyKey: 'lead:L-1',
  payload: { lead_id: 'L-1', name: 'Asha Rao', email: 'asha@example.in', city: 'mumbai', cart: null },
  ...over,
});

describe('issue 3 item 1: HTTP CRM adapter (CRM_PROVIDER=http) against a local fake CRM', () => {
  let crm: FakeSmsProvider;
  let status = 200;
  /** While set, the fake holds every request unanswered until this promise settles. */
  let hold: Promise<void> | null = null;
  beforeAll(async () => {
    crm = await startFakeSmsProvider(async () => {
      if (hold) await hold;
      return status;
    });
  });
  afterAll(() => crm.close());

  const notifier = (timeoutMs?: number) =>
    createHttpCrmNotifier({
      url: `${crm.url}/v1/activities`,
      apiKey: API_KEY,
      ...(timeoutMs ? { timeoutMs } : {}),
    });

  it.each([200, 201, 202, 204])('delivered: a %i answer resolves', async (code) => {
    status = code;
    await expect(notifier().send(lead())).resolves.toBeUndefined();
    status = 200;
  });

  it('POSTs { event, phone, data, idempotency_key } with the bearer key and an Idempotency-Key header', async () => {
    await notifier().send(lead());
    const req = crm.requests.at(-1)!;
    expect(req.path).toBe('/v1/activities');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(req.headers['idempotency-key']).toBe('lead:L-1');
    expect(req.body).toEqual({
      event: 'lead',
      phone: '+919876543210',
      data: { lead_id: 'L-1', name: 'Asha Rao', email: 'asha@example.in', city: 'mumbai', cart: null },
      idempotency_key: 'lead:L-1',
    });
  });

  it('a retried delivery sends the same idempotency key (the CRM drops the duplicate)', async () => {
    const before = crm.requests.length;
    await notifier().send(lead({ idempotencyKey: 'lead:L-2' }));
    await notifier().send(lead({ idempotencyKey: 'lead:L-2' }));
    const keys = crm.requests.slice(before).map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual(['lead:L-2', 'lead:L-2']);
  });

  it.each([
    [400, true],
    [401, true],
    [403, true],
    [422, true],
    [429, false],
    [500, false],
    [502, false],
    [503, false],
  ])(
    'an answer %i is a DeliveryError (permanent: %s) naming the status only, nothing of the lead or key',
    async (code, permanent) => {
      status = code;
      const err = await notifier()
        .send(lead())
        .catch((e: unknown) => e);
      status = 200;
      expect(err).toBeInstanceOf(DeliveryError);
      expect((err as DeliveryError).permanent).toBe(permanent);
      expect((err as DeliveryError).message).toBe(`CRM answered ${code}`);
    },
  );

  it('a timeout is transient (retried by the relay)', async () => {
    // The fake never answers until released after the send settles: only the timeout can end it.
    let release = () => {};
    hold = new Promise<void>((resolve) => (release = resolve));
    const err = await notifier(150)
      .send(lead())
      .catch((e: unknown) => e)
      .finally(() => {
        hold = null;
        release();
      });
    expect(err).toMatchObject({
      name: 'DeliveryError',
      permanent: false,
      message: 'CRM timed out after 150 ms',
    });
  });

  it('an unreachable CRM is transient', async () => {
    const closed = await startFakeSmsProvider();
    await closed.close();
    const err = await createHttpCrmNotifier({ url: closed.url, apiKey: API_KEY })
      .send(lead())
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'DeliveryError', permanent: false, message: 'CRM unreachable' });
  });
});
