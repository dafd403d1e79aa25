/** The session secret of the configuration tests (40 characters, as production requires 32+). */
export const SECRET = 's'.repeat(40);

/**
 * A production environment that passes every check of env.ts: each configuration test starts
 * from it and drops or overrides the part it tests (productionEnvWithout).
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SESSION_SECRET: SECRET,
  SMS_PROVIDER: 'http',
  SMS_API_URL: 'https://sms.example.in/v1/messages',
  SMS_API_KEY: 'sk_live_x',
  EMAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtps://user:pass@smtp.example.in:465',
  MAIL_FROM: 'Kavach <no-reply@example.in>',
  CRM_PROVIDER: 'http',
  CRM_URL: 'https://crm.example.in/v1/activities',
  CRM_API_KEY: 'crm_live_x',
  WHATSAPP_PROVIDER: 'cloud',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_ACCESS_TOKEN: 'wa_live_x',
  // Without a Razorpay account production would run the emulator, which it refuses (decision 053).
  RAZORPAY_KEY_ID: 'rzp_live_abc123',
  RAZORPAY_KEY_SECRET: 'live_key_secret_value_42',
  RAZORPAY_WEBHOOK_SECRET: 'whsec_new_value_42',
} as const;

/** PRODUCTION_ENV without the variables whose names start with `prefix` (e.g. 'CRM_'). */
export function productionEnvWithout(prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(PRODUCTION_ENV).filter(([name]) => !name.startsWith(prefix)));
}
