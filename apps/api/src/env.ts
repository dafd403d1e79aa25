import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hkdfSync, randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { DocumentStoreConfig } from './lib/storage';
import { notifyConfig, type NotifyConfig } from './notify/notify-config';
import { paymentsConfig, type PaymentsConfig } from './payments/payments-config';
import { parsePartnerKeys, type PartnerKey } from './modules/partner/partner-keys';
import { parseTrustProxy } from './lib/trust-proxy';

/** Repository root, found from this file whether it runs from src/ or a bundle in dist/. */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  API_MAX_IN_FLIGHT: z.coerce.number().int().min(0).default(256),
  /** Peers allowed to name the client in X-Forwarded-For (lib/trust-proxy.ts, decision 040). */
  TRUST_PROXY: z.string().default('loopback'),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().default(join(repoRoot, '.data/pglite')),
  KAVACH_DATA_DIR: z.string().default(resolve(repoRoot, 'packages/db/data')),
  SESSION_SECRET: z.string().min(32).optional(),
  WEB_ORIGIN: z.string().default('http://localhost:3000'),
  COOKIE_SECURE: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_ON_START: z.enum(['true', 'false']).default('true'),
  DEMO_ACCOUNTS: z.enum(['true', 'false']).default('true'),
  SUPPORT_PHONE: z.string().default('1800-123-4567'),
  DEMO_AGENT_PASSWORD: z.string().min(8).default('kavach-agent-demo'),
  DEMO_CUSTOMER_PASSWORD: z.string().min(8).default('kavach-customer-demo'),
  SMS_PROVIDER: z.enum(['dev', 'http']).optional(),
  EMAIL_PROVIDER: z.enum(['dev', 'smtp']).optional(),
  SMS_API_URL: z.string().url().optional(),
  SMS_API_KEY: z.string().min(1).optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Kavach <no-reply@kavach.example>'),
  CRM_PROVIDER: z.enum(['dev', 'http']).optional(),
  CRM_URL: z.string().url().optional(),
  CRM_API_KEY: z.string().min(1).optional(),
  WHATSAPP_PROVIDER: z.enum(['dev', 'cloud']).optional(),
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{1,32}$/, 'the numeric phone number ID')
    .optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_CERTIFICATE_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, 'a template name (lower-case letters, digits and _)')
    .default('plan_certificate'),
  WHATSAPP_SERVICE_REQUEST_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, 'a template name (lower-case letters, digits and _)')
    .default('service_request_update'),
  OUTBOX_RELAY_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
  /** One gateway: Razorpay, or its emulator when no RAZORPAY_KEY_* is set (decision 053). */
  PAYMENT_GATEWAY: z.enum(['razorpay']).default('razorpay'),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com'),
  ALLOW_SANDBOX_PAYMENTS: z.enum(['true', 'false']).default('false'),
  SUPPLIER_NAME: z.string().min(3).default('Kavach Protection Services Private Limited'),
  SUPPLIER_GSTIN: z
    .string()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'a 15-character GSTIN')
    .default('27AAHCK4517M1ZQ'),
  SUPPLIER_ADDRESS: z
    .string()
    .min(5)
    .default('5th Floor, Raheja Towers, Bandra Kurla Complex, Mumbai 400051'),
  SUPPLIER_STATE: z.string().min(3).default('Maharashtra'),
  DOCUMENT_STORE: z.enum(['local', 's3']).default('local'),
  DOCUMENT_DIR: z.string().min(1).default(join(repoRoot, '.data/documents')),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name (3-63 lower-case letters, digits, . or -)')
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_SERVER_SIDE_ENCRYPTION: z.enum(['AES256', 'aws:kms']).optional(),
  RECONCILE_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(5 * 60_000),
  PARTNER_KEYS: z.string().optional(),
  DOCUMENT_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(60 * 60_000),
  SR_TIMER_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  RENEWAL_REMINDER_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(60 * 60_000),
  APPOINTMENT_REMINDER_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(5 * 60_000),
  DEMO_SERVICE_PASSWORD: z.string().min(8).default('kavach-service-demo'),
});

export type Env = z.infer<typeof EnvSchema>;

export interface ApiConfig {
  nodeEnv: Env['NODE_ENV'];
  host: string;
  port: number;
  /** Addresses / CIDR ranges of the proxies whose X-Forwarded-For is believed; empty = none (TRUST_PROXY). */
  trustProxy: string[];
  databaseUrl: string | undefined;
  pgliteDir: string;
  dataDir: string;
  sessionSecret: string;
  webOrigins: string[];
  cookieSecure: boolean;
  logLevel: Env['LOG_LEVEL'];
  seedOnStart: boolean;
  /** The demo agent and demo customer (never in production). */
  demoAccounts: boolean;
  /** Password of the demo sales agent `agent.demo`, created outside production only. */
  demoAgentPassword: string;
  demoCustomerPassword: string;
  supportPhone: string;
  /** Pepper of the one-time-code HMACs, derived from SESSION_SECRET (never the secret itself). */
  otpPepper: string;
  notify: NotifyConfig;
  /** 0 turns the outbox relay off. */
  outboxRelayIntervalMs: number;
  /** PAYMENT_GATEWAY and its credentials (apps/api/src/payments). */
  payments: PaymentsConfig;
  /** The seller printed on tax invoices (SUPPLIER_*). */
  supplier: { name: string; gstin: string; address: string; state: string };
  /** How often pending orders are reconciled with the gateway (0 = off). */
  reconcileIntervalMs: number;
  /** Where uploaded activation documents are kept (DOCUMENT_STORE and its variables). */
  documents: DocumentStoreConfig;
  /** How often stored documents no row refers to are removed (0 = off). */
  documentSweepIntervalMs: number;
  /** How often due service-request timers (SLA breach, co-pay expiry) are fired (0 = off). */
  srTimerIntervalMs: number;
  /** How often plans near their end are reminded to renew (decision 091; 0 = off). */
  renewalReminderIntervalMs: number;
  /** How often each API process reminds customers of tomorrow's appointments (decision 103); 0 = off. */
  appointmentReminderIntervalMs: number;
  demoServicePassword: string;
  /** API keys of the marketplace and retail partners that register plans (PARTNER_KEYS). */
  partnerKeys: PartnerKey[];
  /** Requests served at once before new ones get 503 OVERLOADED (API_MAX_IN_FLIGHT; 0 = no limit). */
  maxInFlight?: number;
}

/** A purpose-bound key derived from a secret (HKDF-SHA256), so the secret itself is used once only. */
export function deriveKey(secret: string, purpose: string): string {
  return Buffer.from(hkdfSync('sha256', secret, 'kavach', purpose, 32)).toString('base64url');
}

/** DOCUMENT_STORE=s3 needs every S3_* variable but the encryption setting; problems are listed. */
function documentsConfig(env: Env, problems: string[]): DocumentStoreConfig {
  if (env.DOCUMENT_STORE === 'local') return { kind: 'local', dir: env.DOCUMENT_DIR };
  const need = (name: string, value: string | undefined) => {
    if (!value) problems.push(`  ${name}: required when DOCUMENT_STORE=s3`);
    return value ?? '';
  };
  return {
    kind: 's3',
    s3: {
      endpoint: need('S3_ENDPOINT', env.S3_ENDPOINT),
      bucket: need('S3_BUCKET', env.S3_BUCKET),
      region: need('S3_REGION', env.S3_REGION),
      accessKeyId: need('S3_ACCESS_KEY_ID', env.S3_ACCESS_KEY_ID),
      secretAccessKey: need('S3_SECRET_ACCESS_KEY', env.S3_SECRET_ACCESS_KEY),
      serverSideEncryption: env.S3_SERVER_SIDE_ENCRYPTION,
    },
  };
}

/** Parses process.env once; fails fast listing every bad variable (conventions 9). */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    problems.push('  SESSION_SECRET: required in production (32+ characters)');
  }
  const notify = notifyConfig(env, problems);
  const payments = paymentsConfig(env, problems);
  const documents = documentsConfig(env, problems);
  const partnerKeys = parsePartnerKeys(env.PARTNER_KEYS, problems);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  const sessionSecret = env.SESSION_SECRET ?? devSecret(join(repoRoot, '.data/session-secret'));
  return {
    nodeEnv: env.NODE_ENV,
    host: env.API_HOST,
    port: env.API_PORT,
    trustProxy,
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    dataDir: env.KAVACH_DATA_DIR,
    maxInFlight: env.API_MAX_IN_FLIGHT,
    sessionSecret,
    webOrigins: env.WEB_ORIGIN.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    cookieSecure: env.COOKIE_SECURE === 'true',
    logLevel: env.LOG_LEVEL,
    seedOnStart: env.SEED_ON_START === 'true',
    demoAccounts: env.DEMO_ACCOUNTS === 'true' && env.NODE_ENV !== 'production',
    demoAgentPassword: env.DEMO_AGENT_PASSWORD,
    demoCustomerPassword: env.DEMO_CUSTOMER_PASSWORD,
    supportPhone: env.SUPPORT_PHONE,
    otpPepper: deriveKey(sessionSecret, 'otp-pepper'),
    notify,
    outboxRelayIntervalMs: env.OUTBOX_RELAY_INTERVAL_MS,
    payments,
    supplier: {
      name: env.SUPPLIER_NAME,
      gstin: env.SUPPLIER_GSTIN,
      address: env.SUPPLIER_ADDRESS,
      state: env.SUPPLIER_STATE,
    },
    reconcileIntervalMs: env.RECONCILE_INTERVAL_MS,
    documents,
    documentSweepIntervalMs: env.DOCUMENT_SWEEP_INTERVAL_MS,
    srTimerIntervalMs: env.SR_TIMER_INTERVAL_MS,
    renewalReminderIntervalMs: env.RENEWAL_REMINDER_INTERVAL_MS,
    appointmentReminderIntervalMs: env.APPOINTMENT_REMINDER_INTERVAL_MS,
    demoServicePassword: env.DEMO_SERVICE_PASSWORD,
    partnerKeys,
  };
}

/** What `npm run staff` needs: the database and STAFF_PASSWORD (none of the API's other settings). */
const StaffCliSchema = EnvSchema.pick({ DATABASE_URL: true, PGLITE_DIR: true }).extend({
  STAFF_PASSWORD: z.string().min(1).optional(),
});

export interface StaffCliConfig {
  databaseUrl: string | undefined;
  pgliteDir: string;
  /** The new password for `add` / `passwd` when stdin is not used (never from the command line). */
  staffPassword: string | undefined;
}

export function loadStaffCliConfig(source: NodeJS.ProcessEnv = process.env): StaffCliConfig {
  const parsed = StaffCliSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return { databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR, staffPassword: env.STAFF_PASSWORD };
}

/** Development only: a random secret kept under .data/ so sessions survive restarts. */
function devSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
