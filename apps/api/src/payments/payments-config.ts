/** The payment variables of env.ts, already parsed by its zod schema. */
export interface PaymentEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  PAYMENT_GATEWAY: 'sandbox' | 'razorpay';
  RAZORPAY_KEY_ID?: string | undefined;
  RAZORPAY_KEY_SECRET?: string | undefined;
  RAZORPAY_WEBHOOK_SECRET?: string | undefined;
  RAZORPAY_API_URL: string;
  SANDBOX_KEY_SECRET?: string | undefined;
  ALLOW_SANDBOX_PAYMENTS: 'true' | 'false';
}

export type PaymentsConfig =
  | {
      gateway: 'sandbox';
      /** null: derived from SESSION_SECRET by createPaymentGateway. */
      sandboxKeySecret: string | null;
      allowSandboxInProduction: boolean;
    }
  | {
      gateway: 'razorpay';
      keyId: string;
      keySecret: string;
      /** The current secret first; a second one only during a rotation overlap (docs/product/security-tests.md#t8-13). */
      webhookSecrets: string[];
      apiUrl: string;
    };

/**
 * Which gateway, with what credentials. Razorpay needs its three variables; problems are listed with
 * the other invalid variables and never quote a value. The sandbox in production (it takes no money)
 * is refused by createPaymentGateway at startup unless ALLOW_SANDBOX_PAYMENTS=true.
 */
export function paymentsConfig(env: PaymentEnv, problems: string[]): PaymentsConfig {
  if (env.PAYMENT_GATEWAY === 'sandbox') {
    return {
      gateway: 'sandbox',
      sandboxKeySecret: env.SANDBOX_KEY_SECRET ?? null,
      allowSandboxInProduction: env.ALLOW_SANDBOX_PAYMENTS === 'true',
    };
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
