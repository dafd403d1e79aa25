import type { ApiConfig } from '../env';
import type { Clock } from '../lib/clock';
import type { EmitWebhook } from './emulator';
import { EmulatedRazorpayGateway } from './emulated-razorpay';
import { RazorpayGateway } from './razorpay';

export type * from './gateway';
export { GatewayError, isGatewayError } from './gateway-error';
export type { PaymentsConfig } from './payments-config';
export type { EmitWebhook, RazorpayEmulator } from './emulator';
export { RazorpayGateway, type RazorpayGatewayOptions } from './razorpay';
export { createEmulator, EmulatedRazorpayGateway, type EmulatedRazorpayOptions } from './emulated-razorpay';
export { emulatorRoutes, type PayerCheck } from './emulator-routes';
export { checkoutSignature, paymentLinkSignature, safeEqualHex, webhookSignature } from './signatures';

export interface PaymentGatewayOptions {
  clock?: Clock;
  /** The Razorpay emulator: delivers its signed webhooks to the order module. */
  emitWebhook?: EmitWebhook;
  onWebhookError?: (err: unknown) => void;
  webhookRetryDelaysMs?: readonly number[];
  /** Razorpay: outbound timeout (default 5 s) and a fetch to use instead of the global one. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type PaymentsRuntimeConfig = Pick<ApiConfig, 'nodeEnv' | 'sessionSecret' | 'payments'>;

/**
 * The Razorpay adapter (PAYMENT_GATEWAY=razorpay, the default). With RAZORPAY_KEY_* it talks to
 * Razorpay; with none of them (outside production, or with ALLOW_SANDBOX_PAYMENTS=true) to the
 * in-process Razorpay emulator (decision 053), its keys derived from SESSION_SECRET and its state
 * in a file of its own (config.payments.stateFile). env.ts refuses the emulator in production.
 */
export function createPaymentGateway(
  config: PaymentsRuntimeConfig,
  options: PaymentGatewayOptions = {},
): RazorpayGateway {
  const payments = config.payments;
  if (payments.gateway === 'razorpay-emulator') {
    const clock = options.clock;
    return new EmulatedRazorpayGateway({
      sessionSecret: config.sessionSecret,
      stateFile: payments.stateFile,
      allowInProduction: payments.allowSandboxInProduction,
      ...(clock ? { now: () => clock.now().getTime() } : {}),
      ...(options.emitWebhook ? { emitWebhook: options.emitWebhook } : {}),
      ...(options.onWebhookError ? { onWebhookError: options.onWebhookError } : {}),
      ...(options.webhookRetryDelaysMs ? { webhookRetryDelaysMs: options.webhookRetryDelaysMs } : {}),
    });
  }
  return new RazorpayGateway({
    keyId: payments.keyId,
    keySecret: payments.keySecret,
    webhookSecrets: payments.webhookSecrets,
    apiUrl: payments.apiUrl,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
