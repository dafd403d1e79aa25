import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hkdfSync, randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { DocumentStoreConfig } from './lib/storage';
import { paymentsConfig, type PaymentsConfig } from './payments/payments-config';

/** Repository root, found from this file whether it runs from src/ or a bundle in dist/. */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().default(join(repoRoot, '.data/pglite')),
  KAVACH_DATA_DIR: z.string().default(resolve(repoRoot, '../shared/data')),
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
  OUTBOX_RELAY_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com'),
  SANDBOX_KEY_SECRET: z.string().min(16).optional(),
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
});

export type Env = z.infer<typeof EnvSchema>;

export interface ApiConfig {
  nodeEnv: Env['NODE_ENV'];
  host: string;
  port: number;
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
}

/** Delivery adapters per channel; `dev` only logs and is refused when NODE_ENV=production. */
export interface NotifyConfig {
  sms: { kind: 'dev' } | { kind: 'http'; url: string; apiKey: string };
  email: { kind: 'dev' } | { kind: 'smtp'; url: string; from: string };
}

/** A purpose-bound key derived from a secret (HKDF-SHA256), so the secret itself is used once only. */
export function deriveKey(secret: string, purpose: string): string {
  return Buffer.from(hkdfSync('sha256', secret, 'kavach', purpose, 32)).toString('base64url');
}

/** Problems are listed together with the other invalid variables. */
function notifyConfig(env: Env, problems: string[]): NotifyConfig {
  const production = env.NODE_ENV === 'production';
  const sms = env.SMS_PROVIDER ?? (production ? undefined : 'dev');
  const email = env.EMAIL_PROVIDER ?? (production ? undefined : 'dev');
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
  };
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
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  const sessionSecret = env.SESSION_SECRET ?? devSecret(join(repoRoot, '.data/session-secret'));
  return {
    nodeEnv: env.NODE_ENV,
    host: env.API_HOST,
    port: env.API_PORT,
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    dataDir: env.KAVACH_DATA_DIR,
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
  };
}

/** Development only: a random secret kept under .data/ so sessions survive restarts. */
function devSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
