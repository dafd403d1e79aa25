import { postJson } from './http-post';
import { DeliveryError, type Notifier } from './notifier';

export interface WhatsAppCloudOptions {
  /** Graph API base with its version (WHATSAPP_API_URL), e.g. https://graph.facebook.com/v21.0. */
  apiUrl: string;
  /** The business phone number's ID (WHATSAPP_PHONE_NUMBER_ID), not the number itself. */
  phoneNumberId: string;
  /** System-user access token (WHATSAPP_ACCESS_TOKEN), sent as a bearer token and never logged. */
  accessToken: string;
  /** Approved template of the certificate link (WHATSAPP_CERTIFICATE_TEMPLATE). */
  certificateTemplate: string;
  /**
   * Approved template of a service request's update (WHATSAPP_SERVICE_REQUEST_TEMPLATE): its body
   * takes the request's number and the update's text (decision 103).
   */
  serviceRequestTemplate: string;
  timeoutMs?: number;
}

/** Per outbox topic: the template and the payload fields that fill its body's {{1}}, {{2}}, … */
interface TopicTemplate {
  name: string;
  parameters: readonly string[];
}

/** The service-request topics sent on WhatsApp to a customer who opted in (notify-sr.ts). */
const SERVICE_REQUEST_TOPICS = ['sr_milestone', 'sr_appointment', 'sr_appointment_reminder'] as const;

/** An E.164 number (the outbox keeps `+91…`); the Cloud API wants the digits without the `+`. */
const E164 = /^\+?([1-9]\d{7,14})$/;

/**
 * The consumer of the outbox's `whatsapp` channel through the WhatsApp Business Cloud API
 * (WHATSAPP_PROVIDER=cloud): `POST {apiUrl}/{phoneNumberId}/messages` with a template message —
 * business-initiated messages must use an approved template — whose body parameters come from the
 * row's payload (`certificate_whatsapp`: first name, plan name, certificate link; a service request's
 * milestone, appointment or reminder: the request's number and the text). The request goes
 * through `postJson` (http-post.ts), so it has the bearer token, an Idempotency-Key header, a 5 s
 * timeout and the same answer classes as SMS and CRM: 2xx delivered, 5xx/408/409/425/429/timeouts
 * retried, other 4xx permanent. A topic without a template, a payload without a field or a
 * recipient that is no phone number is a permanent failure naming the topic or field, never a value.
 */
export function createWhatsAppCloudNotifier(options: WhatsAppCloudOptions): Notifier {
  const { accessToken, timeoutMs = 5000 } = options;
  const url = `${options.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  const serviceRequest: TopicTemplate = {
    name: options.serviceRequestTemplate,
    parameters: ['sr_id', 'text'],
  };
  const templates: Readonly<Record<string, TopicTemplate>> = {
    certificate_whatsapp: {
      name: options.certificateTemplate,
      parameters: ['first_name', 'plan_name', 'link'],
    },
    ...Object.fromEntries(SERVICE_REQUEST_TOPICS.map((topic) => [topic, serviceRequest])),
  };
  return {
    name: 'whatsapp-cloud',
    async send(message) {
      const template = templates[message.topic];
      if (!template) throw new DeliveryError(`no WhatsApp template for topic ${message.topic}`, true);
      const to = E164.exec(message.recipient)?.[1];
      if (!to) throw new DeliveryError('WhatsApp recipient is not an E.164 phone number', true);
      const parameters = template.parameters.map((field) => {
        const text = message.payload?.[field];
        if (typeof text !== 'string' || !text.trim())
          throw new DeliveryError(`WhatsApp ${message.topic} message lacks ${field}`, true);
        return { type: 'text', text };
      });
      await postJson({
        provider: 'WhatsApp Cloud API',
        url,
        apiKey: accessToken,
        idempotencyKey: message.idempotencyKey,
        body: {
          messaging_product: 'whatsapp',
          to,
          type: 'template',
          template: {
            name: template.name,
            language: { code: 'en' },
            components: [{ type: 'body', parameters }],
          },
        },
        timeoutMs,
      });
    },
  };
}
