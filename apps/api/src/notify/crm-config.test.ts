import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env';
import { captureLog } from '../../test/support/capture-log';
import { createNotifiers } from './notifiers';
import { SECRET, productionEnvWithout } from '../../test/support/production-env';

const PRODUCTION = productionEnvWithout('CRM_');
const CRM = { CRM_PROVIDER: 'http', CRM_URL: 'https://crm.example.in/v1/activities', CRM_API_KEY: 'crm_x' };

describe('issue 3 item 1: CRM_PROVIDER / CRM_URL / CRM_API_KEY (env.ts)', () => {
  it('outside production the dev outbox is the default CRM adapter', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET });
    expect(config.notify.crm).toEqual({ kind: 'dev' });
    expect(createNotifiers(config, captureLog().logger).crm?.name).toBe('dev');
  });

  it('CRM_PROVIDER=http takes CRM_URL and CRM_API_KEY (a local http URL is fine outside production)', () => {
    const config = loadConfig({
      SESSION_SECRET: SECRET,
      ...CRM,
      CRM_URL: 'http://127.0.0.1:9999/leads',
    });
    expect(config.notify.crm).toEqual({ kind: 'http', url: 'http://127.0.0.1:9999/leads', apiKey: 'crm_x' });
    expect(createNotifiers(config, captureLog().logger).crm?.name).toBe('http-crm');
  });

  it('CRM_PROVIDER=http without CRM_URL or CRM_API_KEY lists both, never quoting a value', () => {
    const run = () => loadConfig({ SESSION_SECRET: SECRET, CRM_PROVIDER: 'http', CRM_API_KEY: undefined });
    expect(run).toThrow(
      /CRM_URL: required when CRM_PROVIDER=http\n\s+CRM_API_KEY: required when CRM_PROVIDER=http/,
    );
    expect(() => loadConfig({ SESSION_SECRET: SECRET, ...CRM, CRM_URL: undefined })).toThrow(
      /CRM_URL: required when CRM_PROVIDER=http/,
    );
  });

  it('bad values are refused: an unknown provider, a CRM_URL that is not a URL, an empty key', () => {
    expect(() => loadConfig({ SESSION_SECRET: SECRET, CRM_PROVIDER: 'lsq' })).toThrow(/CRM_PROVIDER/);
    expect(() => loadConfig({ SESSION_SECRET: SECRET, ...CRM, CRM_URL: 'crm.example.in' })).toThrow(
      /CRM_URL/,
    );
    expect(() => loadConfig({ SESSION_SECRET: SECRET, ...CRM, CRM_API_KEY: '' })).toThrow(/CRM_API_KEY/);
  });

  it('production refuses the dev CRM adapter (set or defaulted) with a clear message', () => {
    expect(() => loadConfig({ ...PRODUCTION, CRM_PROVIDER: 'dev' })).toThrow(
      /CRM_PROVIDER: the dev adapter .* refused when NODE_ENV=production; set CRM_PROVIDER=http/,
    );
    expect(() => loadConfig(PRODUCTION)).toThrow(/CRM_PROVIDER: required in production/);
    expect(() =>
      createNotifiers(
        {
          nodeEnv: 'production',
          notify: {
            sms: { kind: 'http', url: 'https://sms.example.in', apiKey: 'k' },
            email: { kind: 'smtp', url: 'smtps://smtp.example.in', from: 'a <a@example.in>' },
            crm: { kind: 'dev' },
            whatsapp: { kind: 'dev' },
          },
        },
        captureLog().logger,
      ),
    ).toThrow(/refused when NODE_ENV=production/);
  });

  it('production wants https for CRM_URL (leads carry personal data) and starts with it', () => {
    expect(() => loadConfig({ ...PRODUCTION, ...CRM, CRM_URL: 'http://crm.example.in/v1' })).toThrow(
      /CRM_URL: must be https:\/\/ when NODE_ENV=production/,
    );
    expect(loadConfig({ ...PRODUCTION, ...CRM }).notify.crm).toEqual({
      kind: 'http',
      url: CRM.CRM_URL,
      apiKey: 'crm_x',
    });
  });
});
