import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmsProvider, type FakeSmsProvider } from '../../test/support/fake-sms-provider';
import { createHttpSmsNotifier } from './http-sms-notifier';
import { DeliveryError, type OutboundMessage } from './notifier';

const message = (over: Partial<OutboundMessage> = {}): OutboundMessage => ({
  id: 1,
  channel: 'sms',
  topic: 'otp',
  recipient: '+919876543210',
  subject: null,
  text: '123456 is your Kavach OTP.',
  idempotencyKey: 'otp:1',
  ...over,
});

describe('HTTP SMS / voice adapter against a local fake provider', () => {
  let provider: FakeSmsProvider;
  let status = 200;
  /** While set, the fake holds every request unanswered until this promise settles. */
  let hold: Promise<void> | null = null;
  beforeAll(async () => {
    provider = await startFakeSmsProvider(async () => {
      if (hold) await hold;
      return status;
    });
  });
  afterAll(() => provider.close());

  const notifier = (timeoutMs?: number) =>
    createHttpSmsNotifier({
      url: `${provider.url}/v1/sms/`,
      apiKey: 'sk_test_123',
      ...(timeoutMs ? { timeoutMs } : {}),
    });

  it('POSTs { to, text, idempotency_key } with the bearer key and an Idempotency-Key header', async () => {
    await notifier().send(message());
    const req = provider.requests.at(-1)!;
    expect(req.path).toBe('/v1/sms');
    expect(req.headers.authorization).toBe('Bearer sk_test_123');
    expect(req.headers['idempotency-key']).toBe('otp:1');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.body).toEqual({
      to: '+919876543210',
      text: '123456 is your Kavach OTP.',
      idempotency_key: 'otp:1',
    });
  });

  it('sends voice messages to `${SMS_API_URL}/voice`', async () => {
    await notifier().send(message({ channel: 'voice', idempotencyKey: 'otp:2' }));
    expect(provider.requests.at(-1)!.path).toBe('/v1/sms/voice');
  });

  it.each([
    [503, false],
    [429, false],
    [500, false],
    [400, true],
    [401, true],
  ])(
    'an answer %i is a DeliveryError (permanent: %s) that does not echo the text',
    async (code, permanent) => {
      status = code;
      const err = await notifier()
        .send(message())
        .catch((e: unknown) => e);
      status = 200;
      expect(err).toBeInstanceOf(DeliveryError);
      expect((err as DeliveryError).permanent).toBe(permanent);
      expect((err as DeliveryError).message).toBe(`SMS provider answered ${code}`);
    },
  );

  it('gives up after its timeout (transient)', async () => {
    // The fake never answers until released after the send settles: only the timeout can end it.
    let release = () => {};
    hold = new Promise<void>((resolve) => (release = resolve));
    const err = await notifier(150)
      .send(message())
      .catch((e: unknown) => e)
      .finally(() => {
        hold = null;
        release();
      });
    expect(err).toMatchObject({
      name: 'DeliveryError',
      permanent: false,
      message: 'SMS provider timed out after 150 ms',
    });
  });

  it('an unreachable provider is a transient failure', async () => {
    const closed = await startFakeSmsProvider();
    await closed.close();
    const err = await createHttpSmsNotifier({ url: closed.url, apiKey: 'k' })
      .send(message())
      .catch((e: unknown) => e);
    expect(err).toMatchObject({
      name: 'DeliveryError',
      permanent: false,
      message: 'SMS provider unreachable',
    });
  });
});
