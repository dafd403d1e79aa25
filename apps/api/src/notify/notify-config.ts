/** The notification variables of env.ts, already parsed by its zod schema. */
export interface NotifyEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  SMS_PROVIDER?: 'dev' | 'http' | undefined;
  SMS_API_URL?: string | undefined;
  SMS_API_KEY?: string | undefined;
  EMAIL_PROVIDER?: 'dev' | 'smtp' | undefined;
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  CRM_PROVIDER?: 'dev' | 'http' | undefined;
  CRM_URL?: string | undefined;
  CRM_API_KEY?: string | undefined;
  WHATSAPP_PROVIDER?: 'dev' | 'cloud' | undefined;
  WHATSAPP_API_URL: string;
  WHATSAPP_PHONE_NUMBER_ID?: string | undefined;
  WHATSAPP_ACCESS_TOKEN?: string | undefined;
  WHATSAPP_CERTIFICATE_TEMPLATE: string;
  WHATSAPP_SERVICE_REQUEST_TEMPLATE: string;
}

/** Delivery adapters per channel; `dev` only logs and is refused when NODE_ENV=production. */
export interface NotifyConfig {
  sms: { kind: 'dev' } | { kind: 'http'; url: string; apiKey: string };
  email: { kind: 'dev' } | { kind: 'smtp'; url: string; from: string };
  /** Leads (POST /v3/cart/create_lead) and other CRM activity: the outbox channel `crm`. */
  crm: { kind: 'dev' } | { kind: 'http'; url: string; apiKey: string };
  /** WhatsApp messages (the certificate link of send_certificate_wa): the outbox channel `whatsapp`. */
  whatsapp:
    | { kind: 'dev' }
    | {
        kind: 'cloud';
        apiUrl: string;
        phoneNumberId: string;
        accessToken: string;
        certificateTemplate: string;
        serviceRequestTemplate: string;
      };
}

/**
 * Which adapter per channel (SMS_PROVIDER, EMAIL_PROVIDER, CRM_PROVIDER, WHATSAPP_PROVIDER), with
 * its settings. The dev adapter is the default outside production and refused in it; problems are
 * listed together with the other invalid variables and never quote a value.
 */
export function notifyConfig(env: NotifyEnv, problems: string[]): NotifyConfig {
  const production = env.NODE_ENV === 'production';
  const sms = env.SMS_PROVIDER ?? (production ? undefined : 'dev');
  const email = env.EMAIL_PROVIDER ?? (production ? undefined : 'dev');
  const crm = env.CRM_PROVIDER ?? (production ? undefined : 'dev');
  const whatsapp = env.WHATSAPP_PROVIDER ?? (production ? undefined : 'dev');
  const refuse = (name: string, given: string | undefined, real: string) =>
    problems.push(
      given
        ? `  ${name}: the dev adapter only writes messages to the log and is refused when NODE_ENV=production; set ${name}=${real}`
        : `  ${name}: required in production; set ${name}=${real}`,
    );
  const need = (name: string, value: string | undefined, when: string) => {
    if (!value) problems.push(`  ${name}: required when ${when}`);
    return value ?? '';
  };
  if (production && sms !== 'http') refuse('SMS_PROVIDER', sms, 'http with SMS_API_URL and SMS_API_KEY');
  if (production && email !== 'smtp') refuse('EMAIL_PROVIDER', email, 'smtp with SMTP_URL and MAIL_FROM');
  if (production && crm !== 'http') refuse('CRM_PROVIDER', crm, 'http with CRM_URL and CRM_API_KEY');
  if (production && crm === 'http' && env.CRM_URL && !env.CRM_URL.startsWith('https://'))
    problems.push('  CRM_URL: must be https:// when NODE_ENV=production (leads carry personal data)');
  if (production && whatsapp !== 'cloud')
    refuse('WHATSAPP_PROVIDER', whatsapp, 'cloud with WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN');
  if (production && whatsapp === 'cloud' && !env.WHATSAPP_API_URL.startsWith('https://'))
    problems.push(
      '  WHATSAPP_API_URL: must be https:// when NODE_ENV=production (it carries the access token)',
    );
  return {
    sms:
      sms === 'http'
        ? {
            kind: 'http',
            url: need('SMS_API_URL', env.SMS_API_URL, 'SMS_PROVIDER=http'),
            apiKey: need('SMS_API_KEY', env.SMS_API_KEY, 'SMS_PROVIDER=http'),
          }
        : { kind: 'dev' },
    email:
      email === 'smtp'
        ? { kind: 'smtp', url: need('SMTP_URL', env.SMTP_URL, 'EMAIL_PROVIDER=smtp'), from: env.MAIL_FROM }
        : { kind: 'dev' },
    crm:
      crm === 'http'
        ? {
            kind: 'http',
            url: need('CRM_URL', env.CRM_URL, 'CRM_PROVIDER=http'),
            apiKey: need('CRM_API_KEY', env.CRM_API_KEY, 'CRM_PROVIDER=http'),
          }
        : { kind: 'dev' },
    whatsapp:
      whatsapp === 'cloud'
        ? {
            kind: 'cloud',
            apiUrl: env.WHATSAPP_API_URL,
            phoneNumberId: need(
              'WHATSAPP_PHONE_NUMBER_ID',
              env.WHATSAPP_PHONE_NUMBER_ID,
              'WHATSAPP_PROVIDER=cloud',
            ),
            accessToken: need('WHATSAPP_ACCESS_TOKEN', env.WHATSAPP_ACCESS_TOKEN, 'WHATSAPP_PROVIDER=cloud'),
            certificateTemplate: env.WHATSAPP_CERTIFICATE_TEMPLATE,
            serviceRequestTemplate: env.WHATSAPP_SERVICE_REQUEST_TEMPLATE,
          }
        : { kind: 'dev' },
  };
}
