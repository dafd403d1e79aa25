import type { FastifyBaseLogger } from 'fastify';
import type { ApiConfig } from '../env';
import { createDevNotifier } from './dev-notifier';
import { createHttpCrmNotifier } from './http-crm-notifier';
import { createHttpSmsNotifier } from './http-sms-notifier';
import type { Notifiers } from './notifier';
import { createSmtpNotifier } from './smtp-notifier';
import { createWhatsAppCloudNotifier } from './whatsapp-cloud-notifier';

/**
 * The adapter per outbox channel, from the configuration (SMS_PROVIDER, EMAIL_PROVIDER, CRM_PROVIDER,
 * WHATSAPP_PROVIDER).
 */
export function createNotifiers(
  config: Pick<ApiConfig, 'nodeEnv' | 'notify'>,
  log: FastifyBaseLogger,
): Notifiers {
  const { sms, email, crm, whatsapp } = config.notify;
  if (config.nodeEnv === 'production' && [sms, email, crm, whatsapp].some((c) => c.kind === 'dev')) {
    // env.ts refuses this already; a second guard where the adapters are made.
    throw new Error('The dev notification adapter is refused when NODE_ENV=production.');
  }
  const dev = createDevNotifier(log);
  const phone = sms.kind === 'http' ? createHttpSmsNotifier({ url: sms.url, apiKey: sms.apiKey }) : dev;
  return {
    sms: phone,
    voice: phone,
    email: email.kind === 'smtp' ? createSmtpNotifier({ url: email.url, from: email.from }) : dev,
    crm: crm.kind === 'http' ? createHttpCrmNotifier({ url: crm.url, apiKey: crm.apiKey }) : dev,
    whatsapp: whatsapp.kind === 'cloud' ? createWhatsAppCloudNotifier(whatsapp) : dev,
  };
}
