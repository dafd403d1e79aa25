import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';

/** The payment variables of env.ts, already parsed by its zod schema. */
export interface PaymentEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  PAYMENT_GATEWAY: 'razorpay';
  RAZORPAY_KEY_ID?: string | undefined;
  RAZORPAY_KEY_SECRET?: string | undefined;
  RAZORPAY_WEBHOOK_SECRET?: string | undefined;
  RAZORPAY_API_URL: string;
  ALLOW_SANDBOX_PAYMENTS: 'true' | 'false';
  /** Where the emulator keeps its state follows the database (emulatorStatePath). */
  DATABASE_URL?: string | undefined;
  PGLITE_DIR: string;
}

export type PaymentsConfig =
  | {
      gateway: 'razorpay';
      keyId: string;
      keySecret: string;
      /** The current secret first; a second one only during a rotation overlap (docs/product/security-tests.md#t8-13). */
      webhookSecrets: string[];
      apiUrl: string;
    }
  | {
      /**
       * PAYMENT_GATEWAY=razorpay without any RAZORPAY_KEY_*: the Razorpay adapter over the in-process
       * Razorpay emulator (decision 053), its key pair derived from SESSION_SECRET.
       */
      gateway: 'razorpay-emulator';
      /** The emulator's JSON file (null: memory only). */
      stateFile: string | null;
      allowSandboxInProduction: boolean;
    };

/**
 * The emulator's own file beside the database, never in its schema (decision 053): PGlite in
 * `.data/pglite` → `.data/razorpay-emulator.json` (another folder `x` → `x.razorpay-emulator.json`
 * beside it); PostgreSQL → the OS temp folder, named by the server and database.
 */
export function emulatorStatePath(env: Pick<PaymentEnv, 'DATABASE_URL' | 'PGLITE_DIR'>): string {
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    const name = `${url.hostname}-${url.port || '5432'}-${url.pathname.slice(1) || 'postgres'}`;
    return join(tmpdir(), `kavach-razorpay-emulator-${name.replace(/[^A-Za-z0-9_.-]/g, '_')}.json`);
  }
  const folder = basename(env.PGLITE_DIR);
  const file = folder === 'pglite' ? 'razorpay-emulator.json' : `${folder}.razorpay-emulator.json`;
  return join(dirname(env.PGLITE_DIR), file);
}

/**
 * Razorpay, with what credentials: its three variables, or none of them for the Razorpay emulator
 * (decision 053). The emulator takes no money, so NODE_ENV=production lists the three as missing
 * unless ALLOW_SANDBOX_PAYMENTS=true (a demo). Problems are listed with the other invalid variables
 * and never quote a value.
 */
export function paymentsConfig(env: PaymentEnv, problems: string[]): PaymentsConfig {
  const keys = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET];
  const allowSandboxInProduction = env.ALLOW_SANDBOX_PAYMENTS === 'true';
  // No account configured: the emulator (not in production, where the missing keys are listed below).
  if (keys.every((k) => !k) && (env.NODE_ENV !== 'production' || allowSandboxInProduction)) {
    return { gateway: 'razorpay-emulator', stateFile: emulatorStatePath(env), allowSandboxInProduction };
  }
  const need = (name: string, value: string | undefined) => {
    if (!value) problems.push(`  ${name}: required when PAYMENT_GATEWAY=razorpay`);
    return value ?? '';
  };
  const keyId = need('RAZORPAY_KEY_ID', env.RAZORPAY_KEY_ID);
  const keySecret = need('RAZORPAY_KEY_SECRET', env.RAZORPAY_KEY_SECRET);
  const webhookSecrets = need('RAZORPAY_WEBHOOK_SECRET', env.RAZORPAY_WEBHOOK_SECRET)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (webhookSecrets.length > 2) {
    problems.push(
      '  RAZORPAY_WEBHOOK_SECRET: at most two comma-separated secrets (new,old) during a rotation',
    );
  }
  if (env.NODE_ENV === 'production' && !env.RAZORPAY_API_URL.startsWith('https://')) {
    problems.push('  RAZORPAY_API_URL: must be https:// when NODE_ENV=production');
  }
  return { gateway: 'razorpay', keyId, keySecret, webhookSecrets, apiUrl: env.RAZORPAY_API_URL };
}
