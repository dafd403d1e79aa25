import type { Transporter } from 'nodemailer';
import { DeliveryError, type Notifier } from './notifier';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 or smtps://…:465 */
  url: string;
  /** The From header, e.g. `Kavach <no-reply@example.in>`. */
  from: string;
}

/**
 * Email through any SMTP server (nodemailer). The Message-ID is derived from the idempotency key,
 * so a retried delivery carries the same id and receiving systems can drop the duplicate.
 */
export function createSmtpNotifier({ url, from }: SmtpOptions): Notifier {
  // nodemailer loads on the first email, not at start (≈ 100 ms of cold start on the bench box).
  let transport: Promise<Transporter> | null = null;
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        connectionTimeout: 5000,
        greetingTimeout: 5000,
        socketTimeout: 10_000,
      }),
    ));
  return {
    name: 'smtp',
    async send(message) {
      try {
        await (
          await transporter()
        ).sendMail({
          from,
          to: message.recipient,
          subject: message.subject ?? 'A message from Kavach',
          text: message.text,
          messageId: `<${message.idempotencyKey.replace(/[^A-Za-z0-9._-]/g, '.')}@kavach.outbox>`,
          headers: { 'X-Idempotency-Key': message.idempotencyKey },
        });
      } catch (err) {
        const code = (err as { responseCode?: unknown }).responseCode;
        const status = typeof code === 'number' ? code : null;
        throw new DeliveryError(
          status ? `SMTP server answered ${status}` : 'SMTP server unreachable',
          status !== null && status >= 500,
        );
      }
    },
    async close() {
      if (transport) (await transport).close();
    },
  };
}
