import type { Db } from '@kavach/db';
import { deriveKey, type ApiConfig } from '../env';
import type { Clock } from '../lib/clock';
import { EmulatedRazorpayGateway } from './emulated-razorpay';
import { RazorpayGateway } from './razorpay';
import { SandboxGateway, type EmitWebhook } from './sandbox';

export type * from './gateway';
export { GatewayError, isGatewayError } from './gateway-error';
export type { PaymentsConfig } from './payments-config';
export { RazorpayGateway, type RazorpayGatewayOptions } from './razorpay';
export { EmulatedRazorpayGateway, type EmulatedRazorpayOptions } from './emulated-razorpay';
export {
  SandboxGateway,
  SANDBOX_KEY_ID,
  type EmitWebhook,
  type LinkPayResult,
  type SandboxGatewayOptions,
  type SandboxLinkPage,
} from './sandbox';
export { sandboxGatewayRoutes, type SandboxPayerCheck } from './sandbox-routes';
export { checkoutSignature, paymentLinkSignature, safeEqualHex, webhookSignature } from './signatures';

export interface PaymentGatewayOptions {
  clock?: Clock;
  /** Sandbox and Razorpay emulator: deliver their signed webhooks to the order module. */
  emitWebhook?: EmitWebhook;
  onWebhookError?: (err: unknown) => void;
  webhookRetryDelaysMs?: readonly number[];
  /** Razorpay: outbound timeout (default 5 s) and a fetch to use instead of the global one. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type PaymentsRuntimeConfig = Pick<ApiConfig, 'nodeEnv' | 'sessionSecret' | 'payments'>;

/**
 * The gateway named by PAYMENT_GATEWAY (default `sandbox`). The sandbox takes no money, so
 * NODE_ENV=production refuses it here, at startup, unless ALLOW_SANDBOX_PAYMENTS=true; its key
 * secret is SANDBOX_KEY_SECRET or, by default, derived from SESSION_SECRET. PAYMENT_GATEWAY=razorpay
 * without RAZORPAY_KEY_* is the Razorpay adapter over the Razorpay emulator (decision 053), its
 * keys derived from SESSION_SECRET, its state in a file of its own (config.payments.stateFile).
 */
export function createPaymentGateway(
  config: PaymentsRuntimeConfig,
  db: Db,
  options: PaymentGatewayOptions = {},
): RazorpayGateway | SandboxGateway {
  const payments = config.payments;
  if (payments.gateway === 'razorpay-emulator') {
    const clock = options.clock;
    return new EmulatedRazorpayGateway({
      sessionSecret: config.sessionSecret,
      stateFile: payments.stateFile,
      ...(clock ? { now: () => clock.now().getTime() } : {}),
      ...(options.emitWebhook ? { emitWebhook: options.emitWebhook } : {}),
      ...(options.onWebhookError ? { onWebhookError: options.onWebhookError } : {}),
      ...(options.webhookRetryDelaysMs ? { webhookRetryDelaysMs: options.webhookRetryDelaysMs } : {}),
    });
  }
  if (payments.gateway === 'razorpay') {
    return new RazorpayGateway({
      keyId: payments.keyId,
      keySecret: payments.keySecret,
      webhookSecrets: payments.webhookSecrets,
      apiUrl: payments.apiUrl,
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  }
  if (config.nodeEnv === 'production' && !payments.allowSandboxInProduction) {
    throw new Error(
      'PAYMENT_GATEWAY=sandbox takes no real money and is refused when NODE_ENV=production: set PAYMENT_GATEWAY=razorpay with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET (or ALLOW_SANDBOX_PAYMENTS=true for a demo).',
    );
  }
  return new SandboxGateway({
    db,
    keySecret: payments.sandboxKeySecret ?? deriveKey(config.sessionSecret, 'sandbox-gateway-key'),
    allowInProduction: payments.allowSandboxInProduction,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.emitWebhook ? { emitWebhook: options.emitWebhook } : {}),
    ...(options.onWebhookError ? { onWebhookError: options.onWebhookError } : {}),
    ...(options.webhookRetryDelaysMs ? { webhookRetryDelaysMs: options.webhookRetryDelaysMs } : {}),
  });
}
