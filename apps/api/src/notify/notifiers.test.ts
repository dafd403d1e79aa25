import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env';
import { captureLog } from '../../test/support/capture-log';
import { createNotifiers } from './notifiers';
import { PRODUCTION_ENV, SECRET } from '../../test/support/production-env';

const PRODUCTION = PRODUCTION_ENV;

describe('notification configuration (env.ts) and adapters', () => {
  it('outside production the dev adapter is the default and the relay runs every second', () => {
    const config = loadConfig({ NODE_ENV: 'development', SESSION_SECRET: SECRET });
    expect(config.notify).toEqual({
      sms: { kind: 'dev' },
      email: { kind: 'dev' },
      crm: { kind: 'dev' },
      whatsapp: { kind: 'dev' },
    });
    expect(config.outboxRelayIntervalMs).toBe(1000);
    expect(loadConfig({ SESSION_SECRET: SECRET, OUTBOX_RELAY_INTERVAL_MS: '0' }).outboxRelayIntervalMs).toBe(
      0,
    );
  });

  it('T4.9: production refuses the dev adapter at startup with a clear message', () => {
    expect(() => loadConfig({ ...PRODUCTION, SMS_PROVIDER: 'dev' })).toThrow(
      /SMS_PROVIDER: the dev adapter .* refused when NODE_ENV=production/,
    );
    expect(() => loadConfig({ ...PRODUCTION, EMAIL_PROVIDER: 'dev' })).toThrow(
      /EMAIL_PROVIDER: the dev adapter/,
    );
    const unset = { NODE_ENV: 'production', SESSION_SECRET: SECRET };
    expect(() => loadConfig(unset)).toThrow(
      /SMS_PROVIDER[\s\S]*EMAIL_PROVIDER[\s\S]*CRM_PROVIDER[\s\S]*WHATSAPP_PROVIDER/,
    );
    expect(() =>
      createNotifiers(
        {
          nodeEnv: 'production',
          notify: {
            sms: { kind: 'dev' },
            email: { kind: 'dev' },
            crm: { kind: 'dev' },
            whatsapp: { kind: 'dev' },
          },
        },
        captureLog().logger,
      ),
    ).toThrow(/refused when NODE_ENV=production/);
  });

  it('production with the http and smtp adapters starts; missing provider settings are listed', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.notify).toEqual({
      sms: { kind: 'http', url: PRODUCTION.SMS_API_URL, apiKey: 'sk_live_x' },
      email: { kind: 'smtp', url: PRODUCTION.SMTP_URL, from: PRODUCTION.MAIL_FROM },
      crm: { kind: 'http', url: PRODUCTION.CRM_URL, apiKey: 'crm_live_x' },
      whatsapp: {
        kind: 'cloud',
        apiUrl: 'https://graph.facebook.com/v21.0',
        phoneNumberId: '106540352242922',
        accessToken: 'wa_live_x',
        certificateTemplate: 'plan_certificate',
        serviceRequestTemplate: 'service_request_update',
      },
    });
    const notifiers = createNotifiers(config, captureLog().logger);
    expect(
      [notifiers.sms, notifiers.voice, notifiers.email, notifiers.crm, notifiers.whatsapp].map(
        (n) => n?.name,
      ),
    ).toEqual(['http', 'http', 'smtp', 'http-crm', 'whatsapp-cloud']);
    expect(() => loadConfig({ ...PRODUCTION, SMS_API_KEY: undefined, SMTP_URL: undefined })).toThrow(
      /SMS_API_KEY: required when SMS_PROVIDER=http\n\s+SMTP_URL: required when EMAIL_PROVIDER=smtp/,
    );
  });

  it('the OTP pepper is derived from SESSION_SECRET, never the secret itself', () => {
    const a = loadConfig(PRODUCTION);
    expect(a.otpPepper).not.toBe(SECRET);
    expect(a.otpPepper).not.toContain(SECRET);
    expect(a.otpPepper).toHaveLength(43);
    expect(loadConfig(PRODUCTION).otpPepper).toBe(a.otpPepper);
    expect(loadConfig({ ...PRODUCTION, SESSION_SECRET: 't'.repeat(40) }).otpPepper).not.toBe(a.otpPepper);
  });

  it('the dev adapter writes the message to the API log (the dev outbox), recipient masked', async () => {
    const log = captureLog('info');
    const { sms } = createNotifiers(
      {
        nodeEnv: 'development',
        notify: {
          sms: { kind: 'dev' },
          email: { kind: 'dev' },
          crm: { kind: 'dev' },
          whatsapp: { kind: 'dev' },
        },
      },
      log.logger,
    );
    await sms!.send({
      id: 3,
      channel: 'sms',
      topic: 'otp',
      recipient: '+919876543210',
      subject: null,
      text: '482913 is your Kavach OTP.',
      idempotencyKey: 'otp:3',
    });
    const line = JSON.parse(log.lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      dev_outbox: true,
      outbox_id: 3,
      to: '******3210',
      text: '482913 is your Kavach OTP.',
    });
    expect(log.lines[0]).not.toContain('9876543210');
  });
});
