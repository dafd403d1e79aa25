import { deriveKey } from '../env';
import { createRazorpayEmulator, emulatorFetch, type EmitWebhook, type RazorpayEmulator } from './emulator';
import { isLinkPageKey, linkPageKey } from './emulator/page-key';
import { emulatorStateFile } from './emulator/state-file';
import type { CheckoutParams, GatewayOrder } from './gateway';
import { RazorpayGateway } from './razorpay';

/**
 * Where the browser reaches the emulator's customer side (emulator-routes.ts): our API through
 * the web origin's `/api` forward (apps/web/src/middleware.ts), so it is the page's own origin and
 * the page policy's `script-src 'self'` already admits the Checkout stand-in.
 */
export const EMULATOR_BROWSER_PATH = '/api/razorpay-emulator';

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
  /** ALLOW_SANDBOX_PAYMENTS=true: the customer's routes exist even when NODE_ENV=production. */
  allowInProduction?: boolean;
}

/** The emulator's key pair and webhook secret, derived from SESSION_SECRET (HKDF, one purpose each). */
function emulatorKeys(secret: string) {
  const id = deriveKey(secret, 'razorpay-emulator-key-id').replace(/[^A-Za-z0-9]/g, '');
  return {
    keyId: `rzp_test_${id.slice(0, 14)}`,
    keySecret: deriveKey(secret, 'razorpay-emulator-key-secret'),
    webhookSecret: deriveKey(secret, 'razorpay-emulator-webhook-secret'),
  };
}

/**
 * The emulator an EmulatedRazorpayGateway runs over; made apart only when several gateways share
 * one, as API replicas share Razorpay (tests). Its state is read from and saved to `stateFile`.
 */
export function createEmulator(options: EmulatedRazorpayOptions): RazorpayEmulator {
  const { keyId, keySecret, webhookSecret } = emulatorKeys(options.sessionSecret);
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
    // The link's hosted page is ours, keyed like decision 043's (the key is in the short URL).
    shortUrl: (id) => `${EMULATOR_BROWSER_PATH}/payment_links/${id}?key=${linkPageKey(keySecret, id)}`,
  });
  file?.load(emulator.books);
  return emulator;
}

/**
 * The Razorpay adapter — the code production runs — over the in-process Razorpay emulator
 * (decision 053): every order, payment, link and refund goes through the adapter's requests,
 * Basic auth, parsing and signature checks; the bytes never leave the process. What `npm start`
 * and the module tests run when no Razorpay account is configured.
 */
export class EmulatedRazorpayGateway extends RazorpayGateway {
  readonly emulator: RazorpayEmulator;
  readonly allowInProduction: boolean;
  readonly #keySecret: string;

  constructor(options: EmulatedRazorpayOptions & { emulator?: RazorpayEmulator }) {
    const { keyId, keySecret, webhookSecret } = emulatorKeys(options.sessionSecret);
    const emulator = options.emulator ?? createEmulator(options);
    super({
      keyId,
      keySecret,
      webhookSecrets: [webhookSecret],
      fetch: emulatorFetch(emulator),
      // Its local checks keep the emulator's time (tests inject one), as Razorpay's match Razorpay's.
      now: () => new Date(emulator.books.nowUnix() * 1000),
    });
    this.emulator = emulator;
    this.#keySecret = keySecret;
    this.allowInProduction = options.allowInProduction ?? false;
  }

  /** Razorpay's Checkout params, with the emulator's Checkout stand-in as the script to load. */
  override checkoutParams(order: GatewayOrder): CheckoutParams {
    return { ...super.checkoutParams(order), checkoutScript: `${EMULATOR_BROWSER_PATH}/checkout.js` };
  }

  /** Whether `key` is the link's page key, the one its short URL carries (decision 043). */
  isLinkPageKey(linkId: string, key: string | undefined): boolean {
    return isLinkPageKey(this.#keySecret, linkId, key);
  }

  /** Resolves when every webhook sent so far has been delivered or given up (tests, shutdown). */
  whenIdle(): Promise<void> {
    return this.emulator.whenIdle();
  }
}
