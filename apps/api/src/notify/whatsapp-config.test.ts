import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env';
import { captureLog } from '../../test/support/capture-log';
import { createNotifiers } from './notifiers';
import { SECRET, productionEnvWithout } from '../../test/support/production-env';

const TOKEN = 'EAAG_wa_live_ZZTOKEN';
const PRODUCTION = productionEnvWithout('WHATSAPP_');
const CLOUD = {
  WHATSAPP_PROVIDER: 'cloud',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_ACCESS_TOKEN: TOKEN,
};
const errorOf = (env: Record<string, string | undefined>) => {
  try {
    loadConfig(env);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('loadConfig accepted the environment');
};

describe('issue 4 §3: WHATSAPP_PROVIDER and the WHATSAPP_* settings (env.ts)', () => {
  it('outside production the dev outbox is the default WhatsApp adapter', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET });
    expect(config.notify.whatsapp).toEqual({ kind: 'dev' });
    expect(createNotifiers(config, captureLog().logger).whatsapp?.name).toBe('dev');
  });

  it('WHATSAPP_PROVIDER=cloud takes the phone number ID and token; the Graph URL and template have defaults', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET, ...CLOUD });
    expect(config.notify.whatsapp).toEqual({
      kind: 'cloud',
      apiUrl: 'https://graph.facebook.com/v21.0',
      phoneNumberId: '106540352242922',
      accessToken: TOKEN,
      certificateTemplate: 'plan_certificate',
      serviceRequestTemplate: 'service_request_update',
    });
    expect(createNotifiers(config, captureLog().logger).whatsapp?.name).toBe('whatsapp-cloud');
    const local = loadConfig({
      SESSION_SECRET: SECRET,
      ...CLOUD,
      WHATSAPP_API_URL: 'http://127.0.0.1:9999/v21.0',
      WHATSAPP_CERTIFICATE_TEMPLATE: 'certificate_link_v2',
      WHATSAPP_SERVICE_REQUEST_TEMPLATE: 'request_update_v2',
    }).notify.whatsapp;
    expect(local).toMatchObject({
      apiUrl: 'http://127.0.0.1:9999/v21.0',
      certificateTemplate: 'certificate_link_v2',
      serviceRequestTemplate: 'request_update_v2',
    });
  });

  it('cloud without WHATSAPP_PHONE_NUMBER_ID or WHATSAPP_ACCESS_TOKEN lists both', () => {
    expect(() => loadConfig({ SESSION_SECRET: SECRET, WHATSAPP_PROVIDER: 'cloud' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID: required when WHATSAPP_PROVIDER=cloud\n\s+WHATSAPP_ACCESS_TOKEN: required when WHATSAPP_PROVIDER=cloud/,
    );
  });

  it.each([
    ['WHATSAPP_PROVIDER', 'twilio'],
    ['WHATSAPP_PHONE_NUMBER_ID', '+91 98765 43210'],
    ['WHATSAPP_PHONE_NUMBER_ID', '1065/../me'],
    ['WHATSAPP_API_URL', 'graph.facebook.com/v21.0'],
    ['WHATSAPP_ACCESS_TOKEN', ''],
    ['WHATSAPP_CERTIFICATE_TEMPLATE', 'Plan Certificate'],
    ['WHATSAPP_SERVICE_REQUEST_TEMPLATE', 'request-update'],
  ])('a bad %s (%j) is refused, naming the variable', (name, value) => {
    expect(errorOf({ SESSION_SECRET: SECRET, ...CLOUD, [name]: value })).toContain(`${name}:`);
  });

  it('production refuses the dev WhatsApp adapter (set or defaulted) with a clear message', () => {
    expect(() => loadConfig({ ...PRODUCTION, WHATSAPP_PROVIDER: 'dev' })).toThrow(
      /WHATSAPP_PROVIDER: the dev adapter .* refused when NODE_ENV=production; set WHATSAPP_PROVIDER=cloud/,
    );
    expect(() => loadConfig(PRODUCTION)).toThrow(/WHATSAPP_PROVIDER: required in production/);
    expect(() =>
      createNotifiers(
        {
          nodeEnv: 'production',
          notify: {
            sms: { kind: 'http', url: 'https://sms.example.in', apiKey: 'k' },
            email: { kind: 'smtp', url: 'smtps://smtp.example.in', from: 'a <a@example.in>' },
            crm: { kind: 'http', url: 'https://crm.example.in', apiKey: 'k' },
            whatsapp: { kind: 'dev' },
          },
        },
        captureLog().logger,
      ),
    ).toThrow(/refused when NODE_ENV=production/);
  });

  it('production wants https for WHATSAPP_API_URL, never quotes the token, and starts with the default URL', () => {
    const message = errorOf({ ...PRODUCTION, ...CLOUD, WHATSAPP_API_URL: 'http://graph.example.in/v21.0' });
    expect(message).toMatch(/WHATSAPP_API_URL: must be https:\/\/ when NODE_ENV=production/);
    expect(message).not.toContain(TOKEN);
    expect(loadConfig({ ...PRODUCTION, ...CLOUD }).notify.whatsapp).toMatchObject({
      kind: 'cloud',
      apiUrl: 'https://graph.facebook.com/v21.0',
    });
  });
});
