import { deriveKey } from '../env';
import { createRazorpayEmulator, emulatorFetch, type EmitWebhook, type RazorpayEmulator } from './emulator';
import { emulatorStateFile } from './emulator/state-file';
import { RazorpayGateway } from './razorpay';

export interface EmulatedRazorpayOptions {
  /** The key pair and webhook secret are derived from it (HKDF, one purpose each). */
  sessionSecret: string;
  /** The emulator's JSON file, read now and rewritten after each change; null: memory only. */
  stateFile: string | null;
  /** Receives the emulator's signed webhooks (server.ts: our /v3/payments/webhook route). */
  emitWebhook?: EmitWebhook;
  onWebhookError?: (err: unknown) => void;
  webhookRetryDelaysMs?: readonly number[];
  /** The emulator's clock in ms (link expiry, entity times). */
  now?: () => number;
}

/**
 * The Razorpay adapter — the code production runs — over the in-process Razorpay emulator
 * (decision 053): every order, payment, link and refund goes through the adapter's requests,
 * Basic auth, parsing and signature checks; the bytes never leave the process. What `npm start`
 * and the module tests run when no Razorpay account is configured.
 */
export class EmulatedRazorpayGateway extends RazorpayGateway {
  readonly emulator: RazorpayEmulator;

  constructor(options: EmulatedRazorpayOptions) {
    const secret = options.sessionSecret;
    const keyId = `rzp_test_${deriveKey(secret, 'razorpay-emulator-key-id')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 14)}`;
    const keySecret = deriveKey(secret, 'razorpay-emulator-key-secret');
    const webhookSecret = deriveKey(secret, 'razorpay-emulator-webhook-secret');
    const file = options.stateFile ? emulatorStateFile(options.stateFile) : null;
    const emulator: RazorpayEmulator = createRazorpayEmulator({
      keyId,
      keySecret,
      webhookSecret,
      ...(options.now ? { clock: options.now } : {}),
      ...(options.emitWebhook ? { emitWebhook: options.emitWebhook } : {}),
      ...(options.onWebhookError ? { onWebhookError: options.onWebhookError } : {}),
      ...(options.webhookRetryDelaysMs ? { webhookRetryDelaysMs: options.webhookRetryDelaysMs } : {}),
      ...(file ? { onChange: () => file.save(emulator.books) } : {}),
    });
    file?.load(emulator.books);
    super({ keyId, keySecret, webhookSecrets: [webhookSecret], fetch: emulatorFetch(emulator) });
    this.emulator = emulator;
  }

  /** Resolves when every webhook sent so far has been delivered or given up (tests, shutdown). */
  whenIdle(): Promise<void> {
    return this.emulator.whenIdle();
  }
}
