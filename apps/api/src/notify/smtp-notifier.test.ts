import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { DeliveryError, type OutboundMessage } from './notifier';
import { createSmtpNotifier } from './smtp-notifier';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const message = (over: Partial<OutboundMessage> = {}): OutboundMessage => ({
  id: 7,
  channel: 'email',
  topic: 'otp',
  recipient: 'priya@example.in',
  subject: 'Your Kavach verification code',
  text: 'Your Kavach verification code is 123456.',
  idempotencyKey: 'otp:7',
  ...over,
});

describe('SMTP adapter (nodemailer) against a local fake SMTP server', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let url: string;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('gone@'))
          return callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
        if (address.address.startsWith('busy@'))
          return callback(Object.assign(new Error('Try later'), { responseCode: 451 }));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers From, To, Subject and text, with a Message-ID derived from the idempotency key', async () => {
    const notifier = createSmtpNotifier({ url, from: 'Kavach <no-reply@kavach.test>' });
    await notifier.send(message());
    await notifier.close?.();
    const mail = received.at(-1)!;
    expect(mail.from).toBe('no-reply@kavach.test');
    expect(mail.to).toEqual(['priya@example.in']);
    expect(mail.raw).toContain('Subject: Your Kavach verification code');
    expect(mail.raw).toContain('Your Kavach verification code is 123456.');
    expect(mail.raw).toMatch(/Message-ID: <otp\.7@kavach\.outbox>/i);
    expect(mail.raw).toContain('X-Idempotency-Key: otp:7');
  });

  it.each([
    ['a 5xx rejection is permanent', 'gone@example.in', true, 550],
    ['a 4xx rejection is retried', 'busy@example.in', false, 451],
  ])('%s', async (_name, recipient, permanent, code) => {
    const err = await createSmtpNotifier({ url, from: 'no-reply@kavach.test' })
      .send(message({ recipient }))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DeliveryError);
    expect(err).toMatchObject({ permanent, message: `SMTP server answered ${code}` });
  });

  it('an unreachable server is a transient failure', async () => {
    const closed = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const err = await createSmtpNotifier({ url: `smtp://127.0.0.1:${port}`, from: 'no-reply@kavach.test' })
      .send(message())
      .catch((e: unknown) => e);
    expect(err).toMatchObject({
      name: 'DeliveryError',
      permanent: false,
      message: 'SMTP server unreachable',
    });
  });
});
