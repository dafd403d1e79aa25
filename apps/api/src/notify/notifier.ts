/** One rendered notification, as a delivery adapter gets it from the outbox relay. */
export interface OutboundMessage {
  /** Outbox row id. */
  id: number;
  channel: string;
  topic: string;
  recipient: string;
  subject: string | null;
  /** The message text (an OTP message carries its code: never log it outside the dev adapter). */
  text: string;
  /** Stable per message: providers use it to drop duplicates when a delivery is retried. */
  idempotencyKey: string;
  /** The outbox row's data, for adapters that act on it rather than send text (refunds). */
  payload?: Readonly<Record<string, unknown>>;
}

/** A delivery adapter (dev log, SMTP, HTTP SMS/voice). `send` resolves once the provider accepted. */
export interface Notifier {
  readonly name: string;
  send(message: OutboundMessage): Promise<void>;
  close?(): Promise<void>;
}

/** The adapter for each outbox channel (`sms`, `voice`, `email`, `crm`, `whatsapp`, `gateway`). */
export type Notifiers = Readonly<Record<string, Notifier | undefined>>;

/** A failed delivery; `permanent` ones are not retried (e.g. the provider rejected the request). */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}
